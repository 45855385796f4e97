import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { INDEX_TICK, simulationTick, volatilityOf, volumeStep, walkKey } from './instrument-profile.js';

function inst(over: Partial<Instrument>): Instrument {
  return {
    instrument_token: 738561,
    exchange_token: 2885,
    tradingsymbol: 'RELIANCE',
    name: 'RELIANCE INDUSTRIES',
    last_price: 1520,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type: 'EQ',
    segment: 'NSE',
    exchange: 'NSE',
    isin: null,
    ...over,
  };
}
const INDEX_TOKENS: Record<string, number> = { 'NIFTY 50': 256265, SENSEX: 265 };
const index = (tradingsymbol: string) =>
  inst({
    instrument_token: INDEX_TOKENS[tradingsymbol] ?? 260105,
    tradingsymbol,
    name: tradingsymbol,
    segment: 'INDICES',
    tick_size: 0,
    lot_size: 0,
  });
const future = (name: string, exchange = 'MCX') =>
  inst({ tradingsymbol: `${name}26DECFUT`, name, instrument_type: 'FUT', segment: `${exchange}-FUT`, exchange });

describe('volatilityOf', () => {
  it('puts the broad indices at 12-18 % and BANKNIFTY above NIFTY', () => {
    for (const s of ['NIFTY 50', 'SENSEX', 'NIFTY BANK', 'NIFTY PHARMA']) {
      expect(volatilityOf(index(s))).toBeGreaterThanOrEqual(0.12);
      expect(volatilityOf(index(s))).toBeLessThanOrEqual(0.18);
    }
    expect(volatilityOf(index('NIFTY BANK'))).toBeGreaterThan(volatilityOf(index('NIFTY 50')));
    expect(volatilityOf(index('NIFTY SMLCAP 50'))).toBeGreaterThan(volatilityOf(index('NIFTY MIDCAP 50')));
  });

  it('gives large caps 20-30 %, spread by symbol but the same on every call', () => {
    const sigmas = ['RELIANCE', 'INFY', 'TCS', 'HDFCBANK', 'SBIN', 'ITC'].map((s) =>
      volatilityOf(inst({ tradingsymbol: s })),
    );
    for (const s of sigmas) {
      expect(s).toBeGreaterThanOrEqual(0.2);
      expect(s).toBeLessThanOrEqual(0.3);
    }
    expect(new Set(sigmas).size).toBeGreaterThan(3);
    expect(volatilityOf(inst({ tradingsymbol: 'INFY' }))).toBe(
      volatilityOf(inst({ tradingsymbol: 'INFY', instrument_token: 408065 })),
    );
  });

  it('makes penny-priced shares swing more than their symbol alone would say', () => {
    expect(volatilityOf(inst({ last_price: 40 }))).toBeCloseTo(volatilityOf(inst({})) + 0.15, 10);
  });

  it('makes MCX crude and natural gas far more volatile (35-60 %) than gold or index futures', () => {
    for (const name of ['CRUDEOIL', 'NATURALGAS']) {
      expect(volatilityOf(future(name))).toBeGreaterThanOrEqual(0.35);
      expect(volatilityOf(future(name))).toBeLessThanOrEqual(0.6);
    }
    expect(volatilityOf(future('GOLD'))).toBeLessThan(volatilityOf(future('CRUDEOIL')));
    expect(volatilityOf(future('NIFTY', 'NFO'))).toBe(volatilityOf(index('NIFTY 50')));
  });
});

describe('simulationTick and walkKey', () => {
  it('uses the dump tick, or 0.05 for indices whose dump tick is 0', () => {
    expect(simulationTick(inst({ tick_size: 0.01 }))).toBe(0.01);
    expect(simulationTick(index('NIFTY 50'))).toBe(INDEX_TICK);
    expect(INDEX_TICK).toBe(0.05);
  });

  it('walks a company NSE and BSE listings on one stream, and everything else on its own', () => {
    const bse = inst({ instrument_token: 128083204, exchange_token: 500325, segment: 'BSE', exchange: 'BSE' });
    expect(walkKey(bse)).toBe(walkKey(inst({})));
    expect(walkKey(index('NIFTY 50'))).not.toBe(walkKey(index('SENSEX')));
    expect(walkKey(future('GOLD'))).toMatch(/^TOKEN:/);
  });
});

describe('volumeStep', () => {
  it('gives indices no volume', () => {
    expect(volumeStep(index('NIFTY 50'), 26_000, 1, 0.7)).toBe(0);
  });

  it('trades about ₹500 crore a session in a cash stock, ±50 %', () => {
    const perSecond = volumeStep(inst({}), 1520, 1, 0.5);
    expect(perSecond * 22_500 * 1520).toBeGreaterThan(4.5e9);
    expect(perSecond * 22_500 * 1520).toBeLessThan(5.5e9);
    expect(volumeStep(inst({}), 1520, 1, 0)).toBeLessThan(volumeStep(inst({}), 1520, 1, 0.99));
  });

  it('trades derivatives in whole lots', () => {
    const nifty = { ...future('NIFTY', 'NFO'), lot_size: 65 };
    for (const u of [0, 0.3, 0.9]) expect(volumeStep(nifty, 26_100, 5, u) % 65).toBe(0);
  });
});
