import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, type SoldPosition } from '@app/contracts';
import { DomainError, UnitOfWork, validationError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { soldInstrumentOf, type StoredPosition } from '../positions/position.js';
import { positionNotFound } from '../positions/position-errors.js';
import { PositionsRepository } from '../positions/positions.repository.js';
import { RebuyEntryRepository } from '../rebuy/rebuy-entry.repository.js';
import { SettingsClient } from '../settings/settings.client.js';
import { SoldPositionRepository } from '../sold/sold-position.repository.js';
import { planSale, squareOffPrice, type PlannedSale } from './sale-rules.js';

export interface SaleInput {
  sellPrice: number;
  quantity?: number;
  soldAt?: string;
}

/**
 * Selling a position, whole or in part, in one transaction: the position shrinks or goes, a sold
 * position records the sale net of commission, and a BUY sale leaves a re-buy entry.
 */
@Injectable()
export class SaleService {
  constructor(
    private readonly positions: PositionsRepository,
    private readonly sold: SoldPositionRepository,
    private readonly rebuy: RebuyEntryRepository,
    private readonly settings: SettingsClient,
    private readonly market: MarketPricesClient,
    private readonly uow: UnitOfWork,
  ) {}

  async sell(userId: string, id: string, sale: SaleInput): Promise<SoldPosition> {
    const peek = await this.positions.get(userId, id);
    if (!peek) throw positionNotFound();
    const pct = await this.settings.commissionPct(userId, peek.instrumentType);
    return this.uow.run(async (tx) => {
      const p = await this.positions.lock(userId, id, tx);
      if (!p) throw positionNotFound();
      const planned = planSale(p, sale.sellPrice, sale.quantity, pct);
      if ('refused' in planned) throw validationError([{ field: 'quantity', errors: [planned.refused] }]);
      return this.record(tx, userId, p, planned, sale.sellPrice, sale.soldAt ? new Date(sale.soldAt) : new Date());
    });
  }

  /** Sells everything at the given price, else at the live price (asked only when no price is given). */
  async squareOff(userId: string, id: string, price?: number): Promise<SoldPosition> {
    const p = await this.positions.get(userId, id);
    if (!p) throw positionNotFound();
    const live = price === undefined ? (await this.market.priceOf(p.instrumentToken))?.last_price : undefined;
    const sellPrice = squareOffPrice(price, live);
    if (sellPrice === undefined)
      throw new DomainError(ErrorCode.Conflict, 'No live price to square off at; give a price');
    return this.sell(userId, id, { sellPrice });
  }

  /** Writes a planned sale inside the caller's transaction, which holds the position's row lock. */
  async record(
    tx: EntityManager,
    userId: string,
    p: StoredPosition,
    sale: PlannedSale,
    sellPrice: number,
    soldAt: Date,
  ): Promise<SoldPosition> {
    const sold = await this.sold.insert(
      userId,
      {
        originalPositionId: p.id,
        ...soldInstrumentOf(p),
        buyPrice: p.buyPrice,
        sellPrice,
        quantity: sale.quantity,
        commission: sale.commission,
        realizedProfitLoss: sale.realizedProfitLoss,
        soldAt,
      },
      tx,
    );
    if (sale.leavesRebuyEntry) {
      const { instrumentToken, tradingSymbol, name, exchange, buyPrice, buyDate } = p;
      const entry = { instrumentToken, tradingSymbol, name, exchange, buyPrice, sellPrice, quantity: sale.quantity };
      await this.rebuy.insert(userId, { ...entry, originalPositionId: p.id, buyDate, sellDate: soldAt }, tx);
    }
    if (sale.remainingQuantity === 0) await this.positions.delete(userId, p.id, tx);
    else await this.positions.setQuantity(p.id, sale.remainingQuantity, tx);
    return sold;
  }
}
