import { describe, expect, it, vi } from 'vitest';
import type { AlertFiredPush } from '@app/contracts/alerts/rule-types';
import { hearRuleAlerts, type AlertFiredSource } from './ruleAlertListener';

function fakeSocket() {
  const listeners = new Set<(p: AlertFiredPush) => void>();
  const source: AlertFiredSource = {
    onAlertFired: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return { source, emit: (p: AlertFiredPush) => listeners.forEach((fn) => fn(p)), count: () => listeners.size };
}

const push = (delivery_id: string): AlertFiredPush => ({
  delivery_id,
  id: `fire-${delivery_id}`,
  rule_id: 'r1',
  kind: 'price_above',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  level: 1600,
  observed: 1604.5,
  message: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
  fired_at: '2026-11-24T05:00:00Z',
});

describe('alert_fired on the in-app channel', () => {
  it('shows and chimes each delivery once, even when it arrives again', () => {
    const socket = fakeSocket();
    const show = vi.fn();
    const chime = vi.fn(() => Promise.resolve());
    hearRuleAlerts(socket.source, { show, chime });
    socket.emit(push('d1'));
    socket.emit(push('d1'));
    socket.emit(push('d2'));
    expect(show.mock.calls.map(([p]) => (p as AlertFiredPush).delivery_id)).toEqual(['d1', 'd2']);
    expect(chime).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest delivery past its memory, and stops when disposed', () => {
    const socket = fakeSocket();
    const show = vi.fn();
    const stop = hearRuleAlerts(socket.source, { show, chime: () => Promise.resolve(), remember: 2 });
    ['a', 'b', 'c', 'a'].forEach((id) => socket.emit(push(id)));
    expect(show).toHaveBeenCalledTimes(4);
    socket.emit(push('c'));
    expect(show).toHaveBeenCalledTimes(4);
    stop();
    expect(socket.count()).toBe(0);
  });

  it('ignores a push without a delivery id', () => {
    const socket = fakeSocket();
    const show = vi.fn();
    hearRuleAlerts(socket.source, { show, chime: () => Promise.resolve() });
    socket.emit({ ...push('x'), delivery_id: '' });
    expect(show).not.toHaveBeenCalled();
  });
});
