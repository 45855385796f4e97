import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { referenceTicks } from './reference-ticks.js';

const inst = (instrument_token: number, last_price: number) => ({ instrument_token, last_price }) as Instrument;

describe('referenceTicks', () => {
  it('gives priced instruments a flat tick at their reference price and skips unpriced ones', () => {
    const at = new Date('2026-11-23T01:00:00Z');
    expect(referenceTicks([inst(1, 250.5), inst(2, 0)], at)).toEqual([
      {
        instrument_token: 1,
        last_price: 250.5,
        ohlc: { open: 250.5, high: 250.5, low: 250.5, close: 250.5 },
        change: 0,
        change_percent: 0,
        volume: 0,
        timestamp: '2026-11-23T01:00:00.000Z',
      },
    ]);
  });
});
