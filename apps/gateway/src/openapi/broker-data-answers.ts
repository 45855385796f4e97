import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';

const num: SchemaObject = { type: 'number' };
const maybeNum: SchemaObject = { type: ['number', 'null'] };
const text: SchemaObject = { type: 'string' };
const maybeText: SchemaObject = { type: ['string', 'null'] };
const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
/** Every broker answer says its source; a stale Kite answer also says when it was true and why it is stale. */
const sourced = (properties: Record<string, SchemaObject>): SchemaObject =>
  object({ ...properties, source: { enum: ['kite', 'paper'] }, as_of: text, stale_reason: text }, [
    'as_of',
    'stale_reason',
  ]);
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });

const holding = object({
  tradingsymbol: text,
  exchange: text,
  instrument_token: { type: 'integer' },
  quantity: num,
  average_price: num,
  last_price: maybeNum,
  pnl: maybeNum,
});
const position = object({
  tradingsymbol: text,
  exchange: text,
  instrument_token: { type: 'integer' },
  product: text,
  quantity: num,
  average_price: num,
  last_price: num,
  pnl: num,
});
const trade = object({
  trade_id: text,
  order_id: text,
  tradingsymbol: text,
  exchange: text,
  transaction_type: { enum: ['BUY', 'SELL'] },
  quantity: num,
  average_price: num,
  fill_timestamp: maybeText,
});
const order = object({
  order_id: text,
  tradingsymbol: text,
  exchange: text,
  transaction_type: { enum: ['BUY', 'SELL'] },
  order_type: text,
  quantity: num,
  price: maybeNum,
  status: text,
  status_message: maybeText,
  filled_quantity: num,
  order_timestamp: text,
});

const SBIN = {
  tradingsymbol: 'SBIN',
  exchange: 'NSE',
  instrument_token: 779521,
  product: 'MIS',
  quantity: 25,
  overnight_quantity: 0,
  multiplier: 1,
  average_price: 810.4,
  close_price: 0,
  last_price: 815,
  value: -20260,
  pnl: 115,
  m2m: 115,
  unrealised: 115,
  realised: 0,
};
const ORDER = {
  order_id: '261124000000001',
  exchange_order_id: '1300000000000001',
  variety: 'regular',
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  instrument_token: 408065,
  transaction_type: 'BUY',
  order_type: 'LIMIT',
  product: 'CNC',
  quantity: 3,
  price: 1395.5,
  status: 'OPEN',
  status_message: null,
  average_price: 0,
  filled_quantity: 0,
  order_timestamp: '2026-11-24 10:15:01',
  exchange_timestamp: null,
};

/** What the broker-data routes answer (Kite's field names; Kite may add more fields to each row). */
export const BROKER_DATA_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/portfolio/holdings': {
    schema: sourced({ holdings: list(holding) }),
    example: {
      holdings: [
        {
          tradingsymbol: 'INFY',
          exchange: 'NSE',
          instrument_token: 408065,
          isin: 'INE009A01021',
          product: 'CNC',
          quantity: 10,
          t1_quantity: 0,
          average_price: 1450.5,
          last_price: 1512.25,
          close_price: 1500,
          pnl: 617.5,
          day_change: 12.25,
          day_change_percentage: 0.8167,
        },
      ],
      source: 'kite',
      as_of: '2026-11-24T04:45:00.000Z',
      stale_reason: 'Kite is unreachable: connect ECONNREFUSED',
    },
  },
  'GET /api/portfolio/positions': {
    schema: sourced({ net: list(position), day: list(position) }),
    example: { net: [SBIN], day: [SBIN], source: 'kite' },
  },
  'GET /api/trades': {
    schema: sourced({ trades: list(trade) }),
    example: {
      trades: [
        {
          trade_id: '10000001',
          order_id: '261124000000001',
          exchange_order_id: '1300000000000001',
          tradingsymbol: 'INFY',
          exchange: 'NSE',
          instrument_token: 408065,
          transaction_type: 'BUY',
          product: 'CNC',
          average_price: 1512.5,
          quantity: 2,
          fill_timestamp: '2026-11-24 10:15:03',
          order_timestamp: '10:15:01',
          exchange_timestamp: '2026-11-24 10:15:03',
        },
      ],
      source: 'kite',
    },
  },
  'PUT /api/orders/{id}': { schema: sourced({ order }), example: { order: ORDER, source: 'kite' } },
};
