import { Injectable } from '@nestjs/common';
import { realizedPnl, saleCommission } from '@app/formatting';
import type { CreatePositionDto, ImportRolloverDto, ImportSoldPositionDto, Instrument, Position, PortfolioVariables } from '@app/contracts';
import { SETTINGS_SUBJECTS } from '@app/contracts';
import { RpcClient, validationError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { toPosition, type PositionRow } from './position-row.js';
import { PositionsRepository, type NewPosition } from './positions.repository.js';

/**
 * Bulk imports from a broker export or a spreadsheet: every row is checked first, then all rows are
 * written in one transaction, so an import lands whole or not at all.
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly repo: PositionsRepository,
    private readonly market: MarketPricesClient,
    private readonly rpc: RpcClient,
  ) {}

  private async instrumentsOf(rows: { instrumentToken: number }[], field: string): Promise<Map<number, Instrument>> {
    const known = await this.market.instruments(rows.map((r) => r.instrumentToken));
    const bad = rows.map((r, i) => (known.has(r.instrumentToken) ? null : i)).filter((i) => i !== null);
    if (bad.length > 0) throw validationError(bad.map((i) => ({ field: `${field}.${i}.instrumentToken`, errors: ['instrumentToken is not a known instrument'] })));
    return known;
  }

  private toNew(b: CreatePositionDto, i: Instrument): NewPosition {
    return {
      trading_symbol: b.tradingSymbol,
      instrument_token: b.instrumentToken,
      exchange: b.exchange,
      name: b.name || i.name || b.tradingSymbol,
      instrument_type: b.instrumentType ?? (i.instrument_type === 'FUT' ? 'FUT' : 'EQ'),
      expiry: b.expiry ?? i.expiry ?? null,
      buy_date: b.buyDate ?? null,
      buy_price: b.buyPrice,
      quantity: b.quantity,
      position_type: b.positionType ?? 'BUY',
      yesterday_closing_price: b.yesterdayClosingPrice ?? null,
    };
  }

  async positions(userId: string, rows: CreatePositionDto[]): Promise<{ imported: number; positions: Position[] }> {
    const known = await this.instrumentsOf(rows, 'positions');
    const inserted: PositionRow[] = await this.repo.ds.transaction(async (m) => {
      const out: PositionRow[] = [];
      for (const r of rows) out.push(await this.repo.insert(userId, this.toNew(r, known.get(r.instrumentToken)!), m));
      return out;
    });
    const prices = await this.market.latest(inserted.map((r) => Number(r.instrument_token)));
    return { imported: inserted.length, positions: inserted.map((r) => toPosition(r, prices.get(Number(r.instrument_token)))) };
  }

  /** Past sales; commission is the given one, else computed from the user's percentages. */
  async sold(userId: string, rows: ImportSoldPositionDto[]): Promise<{ imported: number }> {
    const known = await this.instrumentsOf(rows, 'positions');
    const pv = await this.rpc.request<PortfolioVariables>(SETTINGS_SUBJECTS.singletonGet, { userId, name: 'portfolio_variables' });
    await this.repo.ds.transaction(async (m) => {
      for (const r of rows) {
        const p = this.toNew(r, known.get(r.instrumentToken)!);
        const pct = p.instrument_type === 'FUT' ? pv.future_commission_pct : pv.stock_commission_pct;
        const commission = r.commission ?? saleCommission(r.buyPrice, r.sellPrice, r.quantity, pct);
        const realized = realizedPnl(p.position_type as 'BUY' | 'SELL', r.buyPrice, r.sellPrice, r.quantity, commission);
        await m.query(
          `INSERT INTO portfolio.sold_positions (user_id, trading_symbol, instrument_token, exchange, name, instrument_type, position_type, buy_price, sell_price, quantity, commission, realized_profit_loss, sold_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [userId, p.trading_symbol, p.instrument_token, p.exchange, p.name, p.instrument_type, p.position_type, r.buyPrice, r.sellPrice, r.quantity, commission, realized, r.soldAt ? new Date(r.soldAt) : new Date()],
        );
      }
    });
    return { imported: rows.length };
  }

  async rollovers(userId: string, rows: ImportRolloverDto[]): Promise<{ imported: number }> {
    await this.repo.ds.transaction(async (m) => {
      for (const r of rows) {
        await m.query(
          `INSERT INTO portfolio.rollover_history (user_id, from_symbol, to_symbol, to_instrument_token, new_expiry, quantity, position_type, close_price, open_price, rolled_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [userId, r.fromSymbol, r.toSymbol, r.toInstrumentToken, r.newExpiry, r.quantity, r.positionType ?? 'BUY', r.closePrice, r.openPrice, r.rolledAt ? new Date(r.rolledAt) : new Date()],
        );
      }
    });
    return { imported: rows.length };
  }
}
