import type { Tick, WatchlistEntry } from '@app/contracts';
import type { Target, TargetState } from '../evaluator/target.js';

/** A row of alerts.watchlist_entries as Postgres answers it (bigint and numeric arrive as strings). */
export interface EntryRow {
  id: string;
  user_id: string;
  instrument_token: string;
  tradingsymbol: string;
  name: string;
  exchange: string;
  target_price: string;
  state: TargetState;
  last_fired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toTarget(r: EntryRow): Target {
  return {
    id: r.id,
    userId: r.user_id,
    token: Number(r.instrument_token),
    target: Number(r.target_price),
    state: r.state,
    lastFiredAt: r.last_fired_at ? r.last_fired_at.getTime() : null,
  };
}

/** An entry as the watchlist shows it, with the instrument's latest price when the market service gave one. */
export function toWatchlistEntry(
  r: EntryRow,
  tick: Pick<Tick, 'last_price' | 'change_percent'> | undefined,
): WatchlistEntry {
  const price = tick?.last_price;
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
    change_percent: tick?.change_percent ?? null,
  };
}
