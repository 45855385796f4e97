import { Injectable } from '@nestjs/common';
import { ErrorCode, type AddWatchlistDto, type Tick, type WatchlistEntry } from '@app/contracts';
import { DomainError } from '@app/common';
import { AlertsEngine } from '../evaluator/alerts-engine.js';
import { initialState } from '../evaluator/target-crossing.js';
import { MarketClient } from '../market.client.js';
import { toTarget, toWatchlistEntry, type EntryRow } from './entry-row.js';
import { DuplicateEntry, EntriesRepository } from './entries.repository.js';

const duplicate = () =>
  new DomainError(ErrorCode.Conflict, 'This instrument is already on the watchlist with that target price');
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
    return rows.map((r) => toWatchlistEntry(r, prices.get(Number(r.instrument_token))));
  }

  async add(userId: string, b: AddWatchlistDto): Promise<WatchlistEntry> {
    const instrument = await this.market.instrument(b.instrument_token);
    if (!instrument) throw new DomainError(ErrorCode.NotFound, `Instrument ${b.instrument_token} not found`);
    const tick = (await this.market.latest([b.instrument_token])).get(b.instrument_token);
    const state = initialState(b.target_price, tick?.last_price);
    return this.save(tick, () =>
      this.entries.insert(userId, {
        token: b.instrument_token,
        tradingsymbol: instrument.tradingsymbol,
        name: instrument.name || b.name || instrument.tradingsymbol,
        exchange: instrument.exchange,
        target: b.target_price,
        state,
      }),
    );
  }

  /** A new target starts afresh: its state is recomputed from the latest price and its cooldown dropped. */
  async update(userId: string, id: string, target: number): Promise<WatchlistEntry> {
    const current = await this.entries.get(id);
    if (!current || current.user_id !== userId) throw notFound();
    const token = Number(current.instrument_token);
    const tick = (await this.market.latestOrNone([token])).get(token);
    const state = initialState(target, tick?.last_price);
    return this.save(tick, () => this.entries.retarget(userId, id, target, state));
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.entries.delete(userId, id))) throw notFound();
    this.engine.unwatch(id);
  }

  /** Writes an entry and watches it at once; the same instrument and target twice is a conflict. */
  private async save(tick: Tick | undefined, write: () => Promise<EntryRow | null>): Promise<WatchlistEntry> {
    let row: EntryRow | null;
    try {
      row = await write();
    } catch (e) {
      throw e instanceof DuplicateEntry ? duplicate() : e;
    }
    if (!row) throw notFound();
    this.engine.watch(toTarget(row));
    return toWatchlistEntry(row, tick);
  }
}
