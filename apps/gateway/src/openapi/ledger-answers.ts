import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import { bool, maybeNum, maybeText, object, text } from './schema-parts.js';

/** Quantities and money travel as decimal strings ("740.8325"), exact. */
const decimal: SchemaObject = { type: 'string', description: 'a decimal number, e.g. "740.8325"' };
const maybeDecimal: SchemaObject = { type: ['string', 'null'], description: 'a decimal number, or null' };
const day: SchemaObject = { type: 'string', format: 'date' };
const source: SchemaObject = {
  enum: [
    'console-tradebook',
    'kite',
    'paper',
    'holdings-statement',
    'kite-holdings',
    'positions-csv',
    'mapped',
    'bonus',
  ],
};
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });

const disposal = object({
  sell_date: day,
  quantity: decimal,
  price: decimal,
  proceeds: decimal,
  realised: maybeDecimal,
  intraday: bool,
  trade_id: maybeText,
});
const lot = object(
  {
    id: text,
    isin: text,
    symbol: text,
    exchange: text,
    buy_date: day,
    quantity: decimal,
    open_quantity: decimal,
    cost_per_share: decimal,
    cost: decimal,
    adjusted_cost_per_share: decimal,
    charges: maybeDecimal,
    source,
    unknown_basis: bool,
    keyed_by_symbol: bool,
    disposals: list(disposal),
  },
  ['keyed_by_symbol'],
);
const holding = object(
  {
    isin: text,
    symbol: text,
    exchange: text,
    instrument_token: { type: ['integer', 'null'] },
    quantity: decimal,
    average_cost: decimal,
    adjusted_average_cost: decimal,
    invested: decimal,
    last_price: maybeNum,
    current_value: maybeDecimal,
    unrealised: maybeDecimal,
    lots: { type: 'integer' },
    unknown_basis_quantity: decimal,
    sources: list(source),
    keyed_by_symbol: bool,
  },
  ['keyed_by_symbol'],
);
const realisedEntry = object({
  isin: text,
  symbol: text,
  buy_date: day,
  sell_date: day,
  quantity: decimal,
  buy_value: maybeDecimal,
  sell_value: decimal,
  realised: maybeDecimal,
  intraday: bool,
  unknown_basis: bool,
});
const dividend = object({
  id: text,
  isin: text,
  symbol: text,
  ex_date: day,
  record_date: { type: ['string', 'null'], format: 'date' },
  quantity: decimal,
  per_share: decimal,
  amount: decimal,
  source: { enum: ['import', 'corporate-action'] },
  status: { enum: ['received', 'upcoming'] },
});

// Zerodha's 3:1 bonus example: 3 shares bought at 2,963.33 are 12 after the bonus, 8,889.99 over 12 = 740.8325.
const LOT_EXAMPLE = {
  id: '5d0c7a52-8f7e-4f6b-9a1d-3b2e4c6d8f10',
  isin: 'INE009A01021',
  symbol: 'INFY',
  exchange: 'NSE',
  buy_date: '2024-01-10',
  quantity: '3',
  open_quantity: '3',
  cost_per_share: '2963.3300',
  cost: '8889.99',
  adjusted_cost_per_share: '740.8325',
  charges: null,
  source: 'console-tradebook',
  unknown_basis: false,
  keyed_by_symbol: false,
  disposals: [],
};
const HOLDING_EXAMPLE = {
  isin: 'INE009A01021',
  symbol: 'INFY',
  exchange: 'NSE',
  instrument_token: 408065,
  quantity: '12',
  average_cost: '740.8325',
  adjusted_average_cost: '740.8325',
  invested: '8889.99',
  last_price: 1510.5,
  current_value: '18126.00',
  unrealised: '9236.01',
  lots: 2,
  unknown_basis_quantity: '0',
  sources: ['bonus', 'console-tradebook'],
  keyed_by_symbol: false,
};

/** The ledger routes' answers, keyed as ROUTE_ANSWERS is. */
export const LEDGER_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/ledger/holdings': { schema: object({ holdings: list(holding) }), example: { holdings: [HOLDING_EXAMPLE] } },
  'GET /api/ledger/lots': { schema: object({ lots: list(lot) }), example: { lots: [LOT_EXAMPLE] } },
  'GET /api/ledger/realised': {
    schema: object({ from: day, to: day, entries: list(realisedEntry), total: decimal }),
    example: {
      from: '2024-04-01',
      to: '2025-03-31',
      entries: [
        {
          isin: 'INE009A01021',
          symbol: 'INFY',
          buy_date: '2024-05-01',
          sell_date: '2024-05-02',
          quantity: '10',
          buy_value: '1000.00',
          sell_value: '1195.00',
          realised: '195.00',
          intraday: false,
          unknown_basis: false,
        },
      ],
      total: '195.00',
    },
  },
  'GET /api/dividends': {
    schema: object({
      dividends: list(dividend),
      yield_on_cost: list(
        object({ isin: text, symbol: text, received_12m: decimal, invested: decimal, yield_percent: maybeDecimal }),
      ),
      total_received: decimal,
    }),
    example: {
      dividends: [
        {
          id: '9b1f2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
          isin: 'INE009A01021',
          symbol: 'INFY',
          ex_date: '2024-05-31',
          record_date: '2024-05-31',
          quantity: '12',
          per_share: '20',
          amount: '240.00',
          source: 'corporate-action',
          status: 'received',
        },
      ],
      yield_on_cost: [
        { isin: 'INE009A01021', symbol: 'INFY', received_12m: '240.00', invested: '8889.99', yield_percent: '2.70' },
      ],
      total_received: '240.00',
    },
  },
};
