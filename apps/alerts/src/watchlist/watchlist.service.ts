import { Injectable } from '@nestjs/common';
import { ErrorCode, type AddWatchlistDto, type WatchlistEntry } from '@app/contracts';
import { DomainError } from '@app/common';
import { AlertsEngine } from '../evaluator/alerts-engine.js';
import { initialState } from '../evaluator/target-index.js';
import { MarketClient } from '../market.client.js';
import { toTarget, type EntryRow } from './entry-row.js';
import { DuplicateEntry, EntriesRepository } from './entries.repository.js';

const duplicate = () => new DomainError(ErrorCode.Conflict, 'This instrument is already on the watchlist with that target price');
const notFound = () => new DomainError(ErrorCode.NotFound, 'Watchlist entry not found');

/** Watchlist entries: one per user, instrument and target; every change reaches the evaluator at once. */
@Injectable()
export class WatchlistService {
  constructor(
    private readonly entries: EntriesRepository,
    private readonly market: MarketClient,
    private readonly engine: AlertsEngine,
  ) {}

  async list(userId: string): Promise<WatchlistEntry[]> {
    const rows = await this.entries.list(userId);
    const prices = await this.market.latestOrNone(rows.map((r) => Number(r.instrument_token)));
    return rows.map((r) => this.toEntry(r, prices.get(Number(r.instrument_token))?.last_price, prices.get(Number(r.instrument_token))?.change_percent));
  }

  async add(userId: string, b: AddWatchlistDto): Promise<WatchlistEntry> {
    const instrument = await this.market.instrument(b.instrument_token);
    if (!instrument) throw new DomainError(ErrorCode.NotFound, `Instrument ${b.instrument_token} not found`);
    const tick = (await this.market.latest([b.instrument_token])).get(b.instrument_token);
    try {
      const row = await this.entries.insert(userId, {
        token: b.instrument_token,
        tradingsymbol: instrument.tradingsymbol,
        name: instrument.name || b.name || instrument.tradingsymbol,
        exchange: instrument.exchange,
        target: b.target_price,
        state: initialState(b.target_price, tick?.last_price),
      });
      this.track(row);
      return this.toEntry(row, tick?.last_price, tick?.change_percent);
    } catch (e) {
      throw e instanceof DuplicateEntry ? duplicate() : e;
    }
  }

  async update(userId: string, id: string, target: number): Promise<WatchlistEntry> {
    const current = await this.entries.get(id);
    if (!current || current.user_id !== userId) throw notFound();
    const tick = (await this.market.latestOrNone([Number(current.instrument_token)])).get(Number(current.instrument_token));
    try {
      const row = await this.entries.retarget(userId, id, target, initialState(target, tick?.last_price));
      if (!row) throw notFound();
      this.track(row);
      return this.toEntry(row, tick?.last_price, tick?.change_percent);
    } catch (e) {
      throw e instanceof DuplicateEntry ? duplicate() : e;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.entries.delete(userId, id))) throw notFound();
    this.engine.index.remove(id);
    this.engine.changed(id);
  }

  private track(row: EntryRow): void {
    this.engine.index.upsert(toTarget(row));
    this.engine.changed(row.id);
  }

  private toEntry(r: EntryRow, price: number | undefined, changePercent: number | undefined): WatchlistEntry {
    return {
      id: r.id,
      instrument_token: Number(r.instrument_token),
      tradingsymbol: r.tradingsymbol,
      name: r.name,
      exchange: r.exchange,
      target_price: Number(r.target_price),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      current_price: price ?? null,
      has_live_price: price !== undefined,
      change_percent: changePercent ?? null,
    };
  }
}
