import { describe, expect, it } from 'vitest';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { bestMatch, mapLimited } from './securityMatch';

const hit = (tradingsymbol: string, exchange: string, instrument_token: number): SecuritySearchResult => ({
  tradingsymbol,
  exchange,
  instrument_token,
  name: tradingsymbol,
  instrument_type: 'EQ',
  last_price: 1,
});
const results = [hit('RELIANCE-BE', 'NSE', 1), hit('RELIANCE', 'BSE', 2), hit('RELIANCE', 'NSE', 3)];

describe('bestMatch', () => {
  it('prefers the exact symbol, on the named exchange when given', () => {
    expect(bestMatch(results, 'reliance')?.instrument_token).toBe(2);
    expect(bestMatch(results, 'RELIANCE', { exchange: 'NSE' })?.instrument_token).toBe(3);
  });

  it('falls back to the first hit unless only exact matches count', () => {
    expect(bestMatch(results, 'RELI')?.instrument_token).toBe(1);
    expect(bestMatch(results, 'RELI', { exactOnly: true })).toBeUndefined();
    expect(bestMatch(results, 'RELIANCE', { exchange: 'MCX', exactOnly: true })).toBeUndefined();
    expect(bestMatch([], 'X')).toBeUndefined();
  });
});

describe('mapLimited', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimited([5, 1, 3, 2, 4], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
  });
});
