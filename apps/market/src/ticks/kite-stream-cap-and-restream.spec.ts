import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { indexOf, instrumentOf } from '../testing/market-fixtures.js';
import { KITE_MAX_INSTRUMENTS, instrumentsToStream, restreamPlan } from './streamed-instruments.js';

const tokens = (list: Instrument[]) => list.map((i) => i.instrument_token);

/** A master larger than one Kite connection: futures and MCX first in file order, then NSE and BSE, then indices. */
function bigMaster(): Instrument[] {
  const futures = Array.from({ length: 500 }, (_, i) =>
    instrumentOf({ instrument_token: 1_000_000 + i, exchange: 'NFO', segment: 'NFO-FUT', instrument_type: 'FUT' }),
  );
  const nse = Array.from({ length: 2000 }, (_, i) => instrumentOf({ instrument_token: 2_000_000 + i }));
  const bse = Array.from({ length: 1200 }, (_, i) =>
    instrumentOf({ instrument_token: 3_000_000 + i, exchange: 'BSE', segment: 'BSE' }),
  );
  return [...futures, ...nse, ...bse, indexOf(256265, 'NIFTY 50'), indexOf(265, 'SENSEX')];
}

describe('the simulator feed', () => {
  it('streams the whole master, however large', () => {
    const master = bigMaster();
    expect(tokens(instrumentsToStream('simulator', master))).toEqual(tokens(master));
  });
});

describe('the Kite feed', () => {
  it('streams the whole master when it fits one connection', () => {
    const master = [instrumentOf({ instrument_token: 1, exchange: 'MCX', segment: 'MCX-FUT' }), indexOf(265, 'SENSEX')];
    expect(tokens(instrumentsToStream('kite', master))).toEqual([1, 265]);
  });

  it('streams indices first, then NSE and BSE listings, up to the cap, when the master exceeds one connection', () => {
    const streamed = instrumentsToStream('kite', bigMaster());
    expect(streamed).toHaveLength(KITE_MAX_INSTRUMENTS);
    expect(tokens(streamed.slice(0, 3))).toEqual([256265, 265, 2_000_000]);
    expect(streamed.some((i) => i.exchange === 'NFO')).toBe(false);
    // 2 indices + 2,000 NSE leave room for 998 of the 1,200 BSE listings.
    expect(streamed.filter((i) => i.exchange === 'BSE')).toHaveLength(998);
  });
});

describe('the master is reloaded while the feed runs', () => {
  it('drops the instruments that left (expired futures) and streams the new list', () => {
    const next = [instrumentOf({ instrument_token: 1 }), instrumentOf({ instrument_token: 4 })];
    expect(restreamPlan([1, 2, 3], next)).toEqual({ gone: [2, 3], tokens: [1, 4] });
  });

  it('drops nothing when every streamed instrument stays', () => {
    expect(restreamPlan([1], [instrumentOf({ instrument_token: 1 })])).toEqual({ gone: [], tokens: [1] });
  });
});
