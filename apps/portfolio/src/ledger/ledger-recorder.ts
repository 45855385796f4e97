import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { BrokerTrade } from '@app/contracts';
import { istDay } from '@app/formatting';
import { LOGGER } from '@app/common';
import { KiteSessions } from '../kite-connection/kite-sessions.js';
import { KiteReadsService } from '../kite-broker/kite-reads.service.js';
import { kiteTradeRow, paperFillRow } from './broker-trade-rows.js';
import { LedgerTradesRepository } from './ledger-trades.repository.js';

/** Trades from the brokers into the ledger: each paper fill, and a connected user's Kite trades. */
@Injectable()
export class LedgerRecorder {
  constructor(
    private readonly trades: LedgerTradesRepository,
    private readonly reads: KiteReadsService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly sessions?: KiteSessions,
  ) {}

  /** Records a paper fill inside the fill's own transaction: the order, its cash and its trade land together. */
  async paperFill(
    tx: EntityManager,
    order: {
      id: string;
      userId: string;
      tradingsymbol: string;
      exchange: string;
      instrumentToken: number;
      side: string;
      quantity: number;
    },
    price: number,
  ): Promise<void> {
    const now = new Date();
    await this.trades.insertTrades(order.userId, null, [paperFillRow(order, price, now, istDay(now)!)], tx);
  }

  /** Stores the Kite trades the user has not stored yet (keyed on Kite's trade id); a failure is logged, never thrown. */
  async kiteTrades(userId: string, trades: readonly BrokerTrade[]): Promise<void> {
    const today = istDay(new Date())!;
    const rows = trades.map((t) => kiteTradeRow(t, today)).filter((r) => r !== null);
    if (rows.length === 0) return;
    try {
      await this.trades.insertTrades(userId, null, rows);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, 'Kite trades not recorded in the ledger');
    }
  }

  /** A Kite order just completed: its trades are read from Kite and recorded. */
  async kiteOrderCompleted(userId: string, orderId: string): Promise<void> {
    try {
      const session = await this.sessions?.liveSession(userId);
      if (!session) return;
      await this.kiteTrades(userId, await this.reads.orderTrades(session, orderId));
    } catch (e) {
      this.logger.warn({ err: (e as Error).message, orderId }, 'trades of a completed Kite order not recorded');
    }
  }
}
