import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import type { RuleFire } from '@app/contracts';
import type { AlertsConfig } from '../config/alerts.config.js';
import { SenderRegistry, type DeliveryJob } from './channel-sender.js';
import { OutboxSignal } from './outbox-signal.js';
import { DeliveryDispatcher } from './delivery-dispatcher.service.js';
import type { ClaimedDelivery, OutboxRepository } from './outbox.repository.js';

const fire = { id: 'f', message: 'INFY crossed above ₹1,600.00' } as RuleFire;
const job = (i: number): ClaimedDelivery => ({
  id: `d${i}`,
  userId: 'u',
  channel: 'webhook',
  attempts: 1,
  fire,
  quietStart: null,
  quietEnd: null,
});

describe('a claimed delivery still waiting for a free sender when its lease nears its end', () => {
  it('goes back unsent with its try given back, while the first ones are sent', async () => {
    const outcomes: string[] = [];
    const failed: string[] = [];
    const outbox = {
      claimDue: async () => Array.from({ length: 9 }, (_, i) => job(i)),
      markDelivered: async (id: string) => void outcomes.push(`${id} delivered`),
      markFailed: async (id: string) => void failed.push(id),
      holdUntil: async (id: string, attempts: number) => void outcomes.push(`${id} given back at try ${attempts}`),
    } as unknown as OutboxRepository;
    const registry = new SenderRegistry();
    const sent: string[] = [];
    registry.register({
      channel: 'webhook',
      // Each send takes 300 ms; a lease of 300 ms less a 200 ms timeout leaves 100 ms to start a send,
      // and the first slot frees at the 200 ms timeout, well past that.
      send: async (j: DeliveryJob) => {
        sent.push(j.id);
        await new Promise((r) => setTimeout(r, 300));
      },
    });
    const config = {
      DELIVERY_LEASE_MS: 300,
      DELIVERY_TIMEOUT_MS: 200,
      DELIVERY_MAX_ATTEMPTS: 8,
      DELIVERY_BASE_DELAY_MS: 5000,
    } as AlertsConfig;
    const dispatcher = new DeliveryDispatcher(config, outbox, registry, new OutboxSignal(), {
      info: () => undefined,
    } as unknown as Logger);

    // The sends outlive the 200 ms timeout, so the eight first ones fail; the ninth never starts.
    expect(await dispatcher.poll()).toBe(9);
    expect(sent).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
    expect(failed.sort()).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
    expect(outcomes).toEqual(['d8 given back at try 1']);
  });
});
