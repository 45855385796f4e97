import { Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Order } from '@app/contracts';
import { LOGGER } from '@app/common';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { KiteSessions } from '../kite-connection/kite-sessions.js';
import { LedgerRecorder } from '../ledger/ledger-recorder.js';
import { KiteReadsService } from './kite-reads.service.js';
import { OrderUpdatesPublisher } from './order-updates.publisher.js';
import { isFinal, MAX_ORDER_POLLS, orderStateKey } from './order-tracking-rules.js';

interface Tracked {
  userId: string;
  lastKey: string;
  polls: number;
  timer?: NodeJS.Timeout;
}

/**
 * Follows a Kite order to its fate. Kite's answer to a placement only means accepted; the ticker's
 * `order` messages (observe) tell the rest, and, should they not come, the order's history is read every
 * KITE_ORDER_POLL_MS until it is final. Each change is published once as an order update.
 */
@Injectable()
export class OrderTrackerService implements OnModuleDestroy {
  private readonly tracked = new Map<string, Tracked>();

  constructor(
    private readonly config: PortfolioConfig,
    private readonly reads: KiteReadsService,
    private readonly updates: OrderUpdatesPublisher,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly sessions?: KiteSessions,
    @Optional() private readonly ledger?: LedgerRecorder,
  ) {}

  /** Starts (or goes on) following an order of the user, from the state just read or placed. */
  track(userId: string, order: Order): void {
    if (!this.tracked.has(order.order_id)) this.tracked.set(order.order_id, { userId, lastKey: '', polls: 0 });
    this.observe(userId, order);
    const t = this.tracked.get(order.order_id);
    if (t && !t.timer) this.schedule(order.order_id, t);
  }

  /**
   * A state of the order heard from Kite: published when it differs from the last one told. An order
   * not followed here (placed elsewhere, or by another replica) is published as heard, and not kept.
   */
  observe(userId: string, order: Order): void {
    const t = this.tracked.get(order.order_id);
    const key = orderStateKey(order);
    if (t && t.lastKey === key) return;
    if (t) t.lastKey = key;
    this.updates.publish(userId, 'kite', order);
    // A completed order's trades go into the lot ledger (read from Kite; once each, by trade id).
    if (order.status === 'COMPLETE') void this.ledger?.kiteOrderCompleted(userId, order.order_id);
    if (isFinal(order)) this.forget(order.order_id);
  }

  /** Orders being followed, for tests and health. */
  get size(): number {
    return this.tracked.size;
  }

  onModuleDestroy(): void {
    for (const id of [...this.tracked.keys()]) this.forget(id);
  }

  private schedule(orderId: string, t: Tracked): void {
    t.timer = setTimeout(() => void this.poll(orderId, t), this.config.KITE_ORDER_POLL_MS);
    t.timer.unref();
  }

  private async poll(orderId: string, t: Tracked): Promise<void> {
    t.timer = undefined;
    if (this.tracked.get(orderId) !== t) return;
    const session = await this.sessions?.liveSession(t.userId).catch(() => null);
    if (!session || ++t.polls > MAX_ORDER_POLLS) return this.forget(orderId);
    try {
      const order = await this.reads.order(session, orderId);
      if (order) this.observe(t.userId, order);
    } catch (e) {
      this.logger.debug({ orderId, err: (e as Error).message }, 'order poll failed; trying again');
    }
    if (this.tracked.get(orderId) === t) this.schedule(orderId, t);
  }

  private forget(orderId: string): void {
    const t = this.tracked.get(orderId);
    if (t?.timer) clearTimeout(t.timer);
    this.tracked.delete(orderId);
  }
}
