import type {
  Instrument,
  InstrumentsReloadedEvent,
  InstrumentsReloadProgress,
  InstrumentsStatusReply,
} from '@app/contracts';

/** Where an instrument master comes from: the CSV bundled with the service, or Kite's daily dump. */
export type MasterSource = InstrumentsStatusReply['source'];

/** An admin's reload reads the source asked for; without one, Kite when its credentials are set, else the bundle. */
export function reloadSource(requested: MasterSource | undefined, kiteConfigured: boolean): MasterSource {
  return requested ?? (kiteConfigured ? 'kite' : 'bundled');
}

/**
 * At start-up the bundled master is built again, because its futures roll with the date (the current
 * and next month); a Kite download is read back from storage until an admin reloads it.
 */
export function startupLoad(last: { source: MasterSource } | null): 'build-bundled' | 'read-stored' {
  return !last || last.source === 'bundled' ? 'build-bundled' : 'read-stored';
}

/** A reload announced by another replica is read back from storage; this replica's own is in memory already. */
export function followsReload(event: InstrumentsReloadedEvent, instanceId: string): boolean {
  return event.origin !== instanceId;
}

/** What the status says of the master held: its source, the bundled snapshot's date, and any reload under way. */
export interface MasterOrigin {
  source: MasterSource;
  loadedAt: Date | null;
  snapshotDate?: string | null;
  progress?: InstrumentsReloadProgress | null;
}

/** The master's status: how many instruments, per exchange, segment and instrument type, and from where. */
export function masterStatus(instruments: readonly Instrument[], origin: MasterOrigin): InstrumentsStatusReply {
  const count = (key: 'exchange' | 'segment' | 'instrument_type') =>
    instruments.reduce<Record<string, number>>((acc, i) => ((acc[i[key]] = (acc[i[key]] ?? 0) + 1), acc), {});
  return {
    loaded: instruments.length > 0,
    source: origin.source,
    loaded_at: origin.loadedAt ? origin.loadedAt.toISOString() : null,
    snapshot_date: origin.source === 'bundled' ? (origin.snapshotDate ?? null) : null,
    total: instruments.length,
    by_exchange: count('exchange'),
    by_segment: count('segment'),
    by_type: count('instrument_type'),
    reload_progress: origin.progress ?? null,
  };
}

/**
 * Kite's dump has no ISIN column: a row it brings keeps the ISIN the current master holds for the same
 * exchange and tradingsymbol (a listing keeps its ISIN across the day's dumps); new listings have none.
 */
export function carryIsins(incoming: readonly Instrument[], current: readonly Instrument[]): Instrument[] {
  const isinOf = new Map<string, string>();
  for (const i of current) if (i.isin) isinOf.set(`${i.exchange}:${i.tradingsymbol}`, i.isin);
  return incoming.map((i) => (i.isin ? i : { ...i, isin: isinOf.get(`${i.exchange}:${i.tradingsymbol}`) ?? null }));
}

/** A reload's progress is dropped when nothing was heard of it for this long (its replica stopped). */
export const PROGRESS_STALE_MS = 60_000;

/** The progress a status reports: the last one heard, unless it is finished or stale. */
export function liveProgress(
  last: { progress: InstrumentsReloadProgress | null; heardAt: number } | null,
  now: number,
): InstrumentsReloadProgress | null {
  if (!last?.progress || now - last.heardAt > PROGRESS_STALE_MS) return null;
  return last.progress;
}
