import { describe, expect, it } from '@jest/globals';
import type { Candle } from '@app/contracts';
import { historicalAnswer, joinMissing } from './historical-answer.js';

const candle: Candle = { date: '2025-01-01T00:00:00+0530', open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
const reason = 'Kite answered 503 NetworkException: Upstream unavailable';

describe('the historical answer', () => {
  it('is the bare candles under data when no day is missing', () => {
    expect(historicalAnswer({ candles: [candle] })).toEqual({ data: [candle] });
    expect(historicalAnswer({ candles: [candle], missing: [] })).toEqual({ data: [candle] });
  });

  it('names the missing days beside the candles, without Kite’s reason', () => {
    const answer = historicalAnswer({ candles: [candle], missing: [{ from: '2024-12-01', to: '2024-12-31', reason }] });
    expect(answer).toEqual({
      data: [candle],
      missing: [{ from: '2024-12-01', to: '2024-12-31' }],
      notice: 'Kite could not be reached for 2024-12-01 to 2024-12-31; showing the stored candles only.',
    });
  });

  it('joins chunks that follow each other and names a single day once', () => {
    const answer = historicalAnswer({
      candles: [],
      missing: [
        { from: '2024-07-31', to: '2024-08-29', reason },
        { from: '2024-06-01', to: '2024-06-30', reason },
        { from: '2024-07-01', to: '2024-07-30', reason },
        { from: '2024-09-10', to: '2024-09-10', reason },
      ],
    });
    expect(answer.missing).toEqual([
      { from: '2024-06-01', to: '2024-08-29' },
      { from: '2024-09-10', to: '2024-09-10' },
    ]);
    expect(answer.notice).toBe(
      'Kite could not be reached for 2024-06-01 to 2024-08-29, 2024-09-10; showing the stored candles only.',
    );
  });

  it('keeps runs with a gap between them apart, across a month end', () => {
    expect(
      joinMissing([
        { from: '2024-02-01', to: '2024-02-28' },
        { from: '2024-03-01', to: '2024-03-05' },
      ]),
    ).toEqual([
      { from: '2024-02-01', to: '2024-02-28' },
      { from: '2024-03-01', to: '2024-03-05' },
    ]);
    expect(
      joinMissing([
        { from: '2024-02-01', to: '2024-02-29' },
        { from: '2024-03-01', to: '2024-03-05' },
      ]),
    ).toEqual([{ from: '2024-02-01', to: '2024-03-05' }]);
  });
});
