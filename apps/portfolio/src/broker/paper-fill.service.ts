import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Tick } from '@app/contracts';
import { UnitOfWork } from '@app/common';
import { OrderUpdatesPublisher } from '../kite-broker/order-updates.publisher.js';
import { LedgerRecorder } from '../ledger/ledger-recorder.js';
import { fillEffect } from './account-rules.js';
import { PaperAccountRepository } from './paper-account.repository.js';

export type FillOutcome =
  { status: 'COMPLETE'; price: number } | { status: 'REJECTED'; reason: string } | { status: 'SKIPPED' };

/** Fills of paper orders: on placement, and whenever a tick batch crosses open limit orders. */
@Injectable()
export class PaperFillService {
  constructor(
    private readonly account: PaperAccountRepository,
    private readonly uow: UnitOfWork,
    private readonly updates: OrderUpdatesPublisher,
    private readonly ledger: LedgerRecorder,
  ) {}

  /**
   * Fills (or rejects) an open order at a price inside the caller's transaction, moving cash and
   * holdings with it; an order no longer open, or being filled by another replica, is skipped.
   */
  async fill(tx: EntityManager, orderId: string, price: number): Promise<FillOutcome> {
    const order = await this.account.lockOpenOrder(orderId, tx);
    if (!order) return { status: 'SKIPPED' };
    await this.account.ensureFunds(order.userId, tx);
    const cash = await this.account.lockCash(order.userId, tx);
    const holding = await this.account.lockHolding(order.userId, order.instrumentToken, tx);
    const effect = fillEffect({ cash, holding }, order.side, order.quantity, price);
    if (effect.status === 'REJECTED') {
      await this.account.rejectOrder(order.id, effect.reason, tx);
      return effect;
    }
    await this.account.setCash(order.userId, effect.cash, tx);
    await this.account.saveHolding(order, effect.holding, tx);
    await this.account.completeOrder(order.id, price, tx);
    await this.ledger.paperFill(tx, order, price);
    return { status: 'COMPLETE', price };
  }

  /** Fills every open limit order the batch crosses, each in a transaction of its own. */
  async fillCrossed(ticks: readonly Tick[]): Promise<void> {
    if (ticks.length === 0) return;
    for (const c of await this.account.crossedLimitOrders(ticks)) {
      const outcome = await this.uow.run((tx) => this.fill(tx, c.id, c.price));
      if (outcome.status !== 'SKIPPED') await this.announce(c.id);
    }
  }

  /** Tells the order's owner it filled or was rejected (an order update on their sockets). */
  private async announce(orderId: string): Promise<void> {
    const userId = await this.account.ownerOf(orderId);
    if (userId) this.updates.publish(userId, 'paper', await this.account.order(orderId));
  }
}
