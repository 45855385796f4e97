import { Injectable } from '@nestjs/common';
import { ErrorCode, type CreatePositionDto, type Position, type RolloverDto, type SoldPosition, type UpdatePositionDto } from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import type { EntityManager } from 'typeorm';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { toPosition } from './position-row.js';
import { PositionsRepository, type NewPosition } from './positions.repository.js';
import { SaleService } from './sale.service.js';
import { SettingsClient } from './settings.client.js';

const notFound = () => new DomainError(ErrorCode.NotFound, 'Position not found');

/** Manual positions with live P&L. */
@Injectable()
export class PositionsService {
  constructor(
    private readonly repo: PositionsRepository,
    private readonly market: MarketPricesClient,
    private readonly sales: SaleService,
    private readonly settings: SettingsClient,
  ) {}

  /** One query for the positions and one price lookup for all of them. */
  async list(userId: string): Promise<Position[]> {
    const rows = await this.repo.list(userId);
    const prices = await this.market.latest(rows.map((r) => Number(r.instrument_token)));
    return rows.map((r) => toPosition(r, prices.get(Number(r.instrument_token))));
  }

  private async withPrice(row: Parameters<typeof toPosition>[0]): Promise<Position> {
    const prices = await this.market.latest([Number(row.instrument_token)]);
    return toPosition(row, prices.get(Number(row.instrument_token)));
  }

  async create(userId: string, b: CreatePositionDto): Promise<Position> {
    const instrument = await this.market.instrument(b.instrumentToken);
    if (!instrument) throw validationError([{ field: 'instrumentToken', errors: ['instrumentToken is not a known instrument'] }]);
    const type = b.instrumentType ?? (instrument.instrument_type === 'FUT' ? 'FUT' : 'EQ');
    const row = await this.repo.insert(userId, {
      trading_symbol: b.tradingSymbol,
      instrument_token: b.instrumentToken,
      exchange: b.exchange,
      name: b.name || instrument.name || b.tradingSymbol,
      instrument_type: type,
      expiry: b.expiry ?? instrument.expiry ?? null,
      buy_date: b.buyDate ?? null,
      buy_price: b.buyPrice,
      quantity: b.quantity,
      position_type: b.positionType ?? 'BUY',
      yesterday_closing_price: b.yesterdayClosingPrice ?? null,
    });
    return this.withPrice(row);
  }

  async update(userId: string, id: string, b: UpdatePositionDto): Promise<Position> {
    const changes: Partial<NewPosition> = {
      trading_symbol: b.tradingSymbol,
      instrument_token: b.instrumentToken,
      exchange: b.exchange,
      name: b.name,
      instrument_type: b.instrumentType,
      expiry: b.expiry,
      buy_date: b.buyDate,
      buy_price: b.buyPrice,
      quantity: b.quantity,
      position_type: b.positionType,
      yesterday_closing_price: b.yesterdayClosingPrice,
    };
    if (b.instrumentToken !== undefined && !(await this.market.instrument(b.instrumentToken))) {
      throw validationError([{ field: 'instrumentToken', errors: ['instrumentToken is not a known instrument'] }]);
    }
    const row = await this.repo.update(userId, id, changes);
    if (!row) throw notFound();
    return this.withPrice(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(userId, id))) throw notFound();
  }

  sell(userId: string, id: string, sale: { sellPrice: number; quantity?: number; soldAt?: string }): Promise<SoldPosition> {
    return this.sales.sell(userId, id, sale);
  }

  /** Sells everything at the given price, else at the live price. */
  async squareOff(userId: string, id: string, price?: number): Promise<SoldPosition> {
    const p = await this.repo.get(userId, id);
    if (!p) throw notFound();
    const sellPrice = price ?? (await this.market.priceOf(Number(p.instrument_token)))?.last_price;
    if (sellPrice === undefined) throw new DomainError(ErrorCode.Conflict, 'No live price to square off at; give a price');
    return this.sales.sell(userId, id, { sellPrice });
  }

  /** Closes a futures position at closePrice and opens the same quantity in the new contract, atomically. */
  async rollover(userId: string, id: string, b: RolloverDto): Promise<{ soldPosition: SoldPosition; position: Position }> {
    const peek = await this.repo.get(userId, id);
    if (!peek) throw notFound();
    if (peek.instrument_type !== 'FUT') throw validationError([{ field: 'id', errors: ['only futures positions roll over'] }]);
    const pct = await this.settings.commissionPct(userId, 'FUT');
    const { sold, opened } = await this.repo.ds.transaction((m) => this.rollLocked(m, userId, id, b, pct));
    return { soldPosition: sold, position: await this.withPrice(opened) };
  }

  /** Several rollovers in one transaction: all of them happen or none. */
  async bulkRollover(userId: string, items: (RolloverDto & { positionId: string })[]): Promise<{ soldPositions: SoldPosition[]; positions: Position[] }> {
    const pct = await this.settings.commissionPct(userId, 'FUT');
    const done = await this.repo.ds.transaction(async (m) => {
      const out = [];
      for (const item of items) out.push(await this.rollLocked(m, userId, item.positionId, item, pct));
      return out;
    });
    const prices = await this.market.latest(done.map((d) => Number(d.opened.instrument_token)));
    return { soldPositions: done.map((d) => d.sold), positions: done.map((d) => toPosition(d.opened, prices.get(Number(d.opened.instrument_token)))) };
  }

  private async rollLocked(m: EntityManager, userId: string, id: string, b: RolloverDto, pct: number) {
    const p = await this.repo.get(userId, id, m, true);
    if (!p) throw notFound();
    if (p.instrument_type !== 'FUT') throw validationError([{ field: 'id', errors: ['only futures positions roll over'] }]);
    const soldPosition = await this.sales.sellLocked(m, userId, p, { sellPrice: b.closePrice }, pct);
    const next = await this.repo.insert(
      userId,
      {
        trading_symbol: b.newTradingSymbol,
        instrument_token: b.newInstrumentToken,
        exchange: p.exchange,
        name: p.name,
        instrument_type: 'FUT',
        expiry: b.newExpiry,
        buy_date: new Date().toISOString().slice(0, 10),
        buy_price: b.openPrice,
        quantity: p.quantity,
        position_type: p.position_type,
        yesterday_closing_price: null,
      },
      m,
    );
    await m.query(
      `INSERT INTO portfolio.rollover_history (user_id, from_position_id, to_position_id, from_symbol, to_symbol, to_instrument_token, new_expiry, quantity, position_type, close_price, open_price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [userId, p.id, next.id, p.trading_symbol, b.newTradingSymbol, b.newInstrumentToken, b.newExpiry, p.quantity, p.position_type, b.closePrice, b.openPrice],
    );
    return { sold: soldPosition, opened: next };
  }
}
