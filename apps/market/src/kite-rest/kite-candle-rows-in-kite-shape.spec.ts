import { describe, expect, it } from '@jest/globals';
import { KiteShapeError, kiteStamp, parseKiteCandles, parseKiteStamp } from './kite-candle-rows.js';

describe("Kite's candle rows are read", () => {
  it('reads [ts, o, h, l, c, v] with the +0530 timestamp as an instant (the docs example)', () => {
    const [c] = parseKiteCandles({ candles: [['2017-12-15T09:15:00+0530', 1704.5, 1705, 1699.25, 1702.8, 2499]] });
    expect(c).toEqual({
      at: Date.parse('2017-12-15T03:45:00Z'),
      open: 1704.5,
      high: 1705,
      low: 1699.25,
      close: 1702.8,
      volume: 2499,
    });
  });

  it('reads the seventh column as open interest when asked for with oi=1', () => {
    const [c] = parseKiteCandles({
      candles: [['2019-12-04T09:15:00+0530', 12009.9, 12019.35, 12001.25, 12001.5, 163275, 13667775]],
    });
    expect(c.oi).toBe(13667775);
  });

  it('answers no candles for a day Kite has none for', () => {
    expect(parseKiteCandles({ candles: [] })).toEqual([]);
  });

  it('writes an instant back the way Kite stamps it', () => {
    expect(kiteStamp(parseKiteStamp('2025-03-03T15:29:00+0530'))).toBe('2025-03-03T15:29:00+0530');
    expect(kiteStamp(Date.parse('2025-03-02T18:30:00Z'))).toBe('2025-03-03T00:00:00+0530');
  });

  it.each([
    ['a row missing its volume', { candles: [['2017-12-15T09:15:00+0530', 1, 2, 0.5, 1.5]] }],
    ['a price that is a string', { candles: [['2017-12-15T09:15:00+0530', '1', 2, 0.5, 1.5, 10]] }],
    ['a timestamp without an offset', { candles: [['2017-12-15 09:15:00', 1, 2, 0.5, 1.5, 10]] }],
    ['an answer without candles', { rows: [] }],
  ])('refuses %s', (_what, data) => {
    expect(() => parseKiteCandles(data)).toThrow(KiteShapeError);
  });
});
