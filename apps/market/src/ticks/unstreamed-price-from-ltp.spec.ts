import { describe, expect, it } from '@jest/globals';
import { tickOf } from '../testing/market-fixtures.js';
import { ltpTick } from './ltp-tick.js';

// 2026-03-02 10:30 IST; tickOf's default timestamp is the same morning.
const now = new Date('2026-03-02T05:00:00.000Z');

describe('an instrument the ticker does not stream is priced from its LTP', () => {
  it("keeps today's open, range and volume from the stored quote, stretching the range to the LTP", () => {
    const t = ltpTick(738561, 1030, tickOf({ last_price: 1010 }), now);
    expect(t).toMatchObject({
      last_price: 1030,
      ohlc: { open: 1000, high: 1030, low: 990, close: 1000 },
      change: 30,
      volume: 12345,
    });
    expect(t.change_percent).toBeCloseTo(3, 10);
    expect(t.timestamp).toBe(now.toISOString());
  });

  it("takes an earlier day's last price as the previous close", () => {
    const friday = tickOf({ last_price: 980, timestamp: '2026-02-27T10:00:00.000Z' });
    expect(ltpTick(738561, 1000, friday, now)).toMatchObject({
      ohlc: { open: 1000, high: 1000, low: 1000, close: 980 },
      change: 20,
      volume: 0,
    });
  });

  it('stands alone, with no change, when nothing was stored for it', () => {
    expect(ltpTick(1, 55.5, undefined, now)).toMatchObject({ ohlc: { close: 55.5 }, change: 0, change_percent: 0 });
  });
});
