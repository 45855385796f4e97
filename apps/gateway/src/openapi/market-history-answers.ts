import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';

const day: SchemaObject = { type: 'string', format: 'date' };
const num: SchemaObject = { type: 'number' };

const candle: SchemaObject = {
  type: 'object',
  required: ['date', 'open', 'high', 'low', 'close', 'volume'],
  properties: {
    date: { type: 'string', description: 'ISO-8601 with the IST offset, e.g. 2025-01-02T00:00:00+0530' },
    open: num,
    high: num,
    low: num,
    close: num,
    volume: num,
    oi: { ...num, description: 'Open interest, for derivatives whose history comes from Kite' },
  },
};

/** GET /api/historical/{token}: the candle array under `data`, and the days Kite left out beside it. */
export const MARKET_HISTORY_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/historical/{token}': {
    schema: {
      type: 'object',
      description:
        '`data` is the array of candles, oldest first. With Kite configured, days Kite could not be reached ' +
        'for are left out and named in `missing` (runs of IST calendar days, weekends and holidays included), ' +
        'with a one-sentence `notice`; both are absent when nothing is missing.',
      required: ['data'],
      properties: {
        data: { type: 'array', items: candle },
        missing: {
          type: 'array',
          description:
            'Runs of days (yyyy-mm-dd, IST, inclusive) not loaded from Kite; the candles are what is stored.',
          items: { type: 'object', required: ['from', 'to'], properties: { from: day, to: day } },
        },
        notice: { type: 'string', description: 'The missing days in a sentence, for showing as it is' },
      },
    },
    example: {
      data: [
        { date: '2025-01-01T00:00:00+0530', open: 1502.5, high: 1519.9, low: 1494.2, close: 1511.35, volume: 4873210 },
        { date: '2025-01-02T00:00:00+0530', open: 1511.35, high: 1530, low: 1505.1, close: 1527.8, volume: 5120455 },
      ],
      missing: [{ from: '2024-12-01', to: '2024-12-31' }],
      notice: 'Kite could not be reached for 2024-12-01 to 2024-12-31; showing the stored candles only.',
    },
  },
};
