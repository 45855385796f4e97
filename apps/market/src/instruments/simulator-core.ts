import type { Instrument } from '@app/contracts';
import { FIXED_FUTURE_SYMBOLS } from './futures-calendar.js';
import type { MasterSource } from './master-rules.js';

/**
 * What the simulator streams before anyone asks for more: from the bundled snapshot, the rows priced in
 * it (the indices and NIFTY 50 / SENSEX shares of the earlier list) and the index and MCX futures, so
 * ~8,000 listings do not multiply the ticks every test and browser receives; any other instrument
 * streams once a client subscribes to it. A Kite master is streamed as before (the Kite feed caps it).
 */
export function simulatorCore(
  master: readonly Instrument[],
  source: MasterSource,
  pricedInSnapshot: ReadonlySet<number>,
): Instrument[] {
  if (source === 'kite') return [...master];
  return master.filter(
    (i) =>
      pricedInSnapshot.has(i.instrument_token) || (i.instrument_type === 'FUT' && FIXED_FUTURE_SYMBOLS.has(i.name)),
  );
}
