import { Injectable } from '@nestjs/common';
import { realizedPnl, saleCommission } from '@app/formatting';
import { ErrorCode, type SoldPosition } from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import type { EntityManager } from 'typeorm';
import { toSoldPosition, type SoldRow } from '../sold/sold-row.js';
import type { PositionRow } from './position-row.js';
import { PositionsRepository } from './positions.repository.js';
import { SettingsClient } from './settings.client.js';

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
    private readonly settings: SettingsClient,
  ) {}

  async sell(userId: string, id: string, sale: SaleInput): Promise<SoldPosition> {
    const peek = await this.positions.get(userId, id);
    if (!peek) throw new DomainError(ErrorCode.NotFound, 'Position not found');
    const pct = await this.settings.commissionPct(userId, peek.instrument_type);
    return this.positions.ds.transaction(async (m) => {
      const p = await this.positions.get(userId, id, m, true);
      if (!p) throw new DomainError(ErrorCode.NotFound, 'Position not found');
      return this.sellLocked(m, userId, p, sale, pct);
    });
  }

  /** The sale itself; the caller holds the position's row lock inside its transaction. */
  async sellLocked(m: EntityManager, userId: string, p: PositionRow, sale: SaleInput, commissionPct: number): Promise<SoldPosition> {
    const quantity = sale.quantity ?? p.quantity;
    if (quantity > p.quantity) throw validationError([{ field: 'quantity', errors: [`quantity must not exceed the position's ${p.quantity}`] }]);
    const buyPrice = Number(p.buy_price);
    const commission = saleCommission(buyPrice, sale.sellPrice, quantity, commissionPct);
    const realized = realizedPnl(p.position_type, buyPrice, sale.sellPrice, quantity, commission);
    const soldAt = sale.soldAt ? new Date(sale.soldAt) : new Date();
    const [sold] = (await m.query(
      `INSERT INTO portfolio.sold_positions (user_id, original_position_id, trading_symbol, instrument_token, exchange, name, instrument_type,
         position_type, buy_price, sell_price, quantity, commission, realized_profit_loss, sold_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
      [userId, p.id, p.trading_symbol, p.instrument_token, p.exchange, p.name, p.instrument_type, p.position_type, buyPrice, sale.sellPrice, quantity, commission, realized, soldAt],
    )) as SoldRow[];
    if (p.position_type === 'BUY') {
      await m.query(
        `INSERT INTO portfolio.rebuy_entries (user_id, instrument_token, trading_symbol, name, exchange, buy_price, sell_price, quantity, original_position_id, buy_date, sell_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [userId, p.instrument_token, p.trading_symbol, p.name, p.exchange, buyPrice, sale.sellPrice, quantity, p.id, p.buy_date, soldAt],
      );
    }
    if (quantity === p.quantity) await this.positions.delete(userId, p.id, m);
    else await this.positions.setQuantity(m, p.id, p.quantity - quantity);
    return toSoldPosition(sold);
  }
}
