import type { Instrument, InstrumentsReloadedEvent, InstrumentsStatusReply } from '@app/contracts';

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

/** The master's status: how many instruments, per exchange and per instrument type, and from where. */
export function masterStatus(
  instruments: readonly Instrument[],
  source: MasterSource,
  loadedAt: Date | null,
): InstrumentsStatusReply {
  const count = (key: 'exchange' | 'instrument_type') =>
    instruments.reduce<Record<string, number>>((acc, i) => ((acc[i[key]] = (acc[i[key]] ?? 0) + 1), acc), {});
  return {
    loaded: instruments.length > 0,
    source,
    loaded_at: loadedAt ? loadedAt.toISOString() : null,
    total: instruments.length,
    by_exchange: count('exchange'),
    by_type: count('instrument_type'),
  };
}
