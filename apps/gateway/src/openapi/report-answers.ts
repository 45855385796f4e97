import { TAX_SECTIONS } from '@app/contracts';
import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import type { RouteFailure } from './route-failures.js';
import { bool, num, object, text } from './schema-parts.js';
import { REPORT_EXAMPLES } from './report-examples.js';

const decimal: SchemaObject = { type: 'string', description: 'a decimal number, e.g. "0.373363" or "12500.00"' };
const maybeDecimal: SchemaObject = { type: ['string', 'null'], description: 'a decimal number, or null' };
const day: SchemaObject = { type: 'string', format: 'date' };
const int: SchemaObject = { type: 'integer' };
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
const texts = list(text);

const xirr = object(
  {
    xirr: maybeDecimal,
    period_return: maybeDecimal,
    days: int,
    status: { enum: ['ok', 'not-meaningful', 'no-flows'] },
    reason: text,
  },
  ['reason'],
);
const nav = list(object({ date: day, nav: decimal }));
const flows = { invested: decimal, withdrawn: decimal, dividends: decimal, value: decimal, gain: decimal };

const returns = object({
  period: { enum: ['1M', '3M', '6M', 'YTD', 'FY', '1Y', '3Y', '5Y', 'MAX'] },
  from: day,
  to: day,
  portfolio: object({ ...flows, xirr, twr: maybeDecimal, nav }),
  holdings: list(
    object({
      key: text,
      isin: text,
      symbol: text,
      exchange: text,
      status: { enum: ['held', 'sold'] },
      ...flows,
      first_date: day,
      xirr,
      priced: bool,
    }),
  ),
  benchmark: {
    oneOf: [
      { type: 'null' },
      object({
        instrument_token: int,
        name: text,
        series: { enum: ['total-return', 'price'] },
        label: text,
        value: decimal,
        xirr,
        twr: maybeDecimal,
        nav,
      }),
    ],
  },
  prices: { enum: ['kite', 'simulated'] },
  notices: texts,
});

const section = { enum: [...TAX_SECTIONS] };
const lossKind = { enum: ['short_term_capital', 'long_term_capital', 'speculative', 'non_speculative'] };
const taxPnl = object({
  fy: text,
  from: day,
  to: day,
  sections: list(
    object({ section, label: text, profit: decimal, taxable_profit: decimal, turnover: decimal, rows: int }),
  ),
  rows: list(
    object({
      section,
      symbol: text,
      isin: text,
      entry_date: day,
      exit_date: day,
      quantity: decimal,
      buy_value: decimal,
      sell_value: decimal,
      profit: decimal,
      period_of_holding: int,
      fair_market_value: maybeDecimal,
      taxable_profit: decimal,
      turnover: decimal,
      rate: maybeDecimal,
      notes: texts,
    }),
  ),
  dividends: object({
    rows: list(
      object({ symbol: text, isin: text, ex_date: day, quantity: decimal, per_share: decimal, amount: decimal }),
    ),
    total: decimal,
  }),
  set_off: list(
    object({
      loss: lossKind,
      loss_fy: text,
      against: { enum: ['stcg_15', 'stcg_20', 'ltcg_10', 'ltcg_12_5', 'speculative', 'non_speculative'] },
      amount: decimal,
    }),
  ),
  computation: object({
    stcg_15: decimal,
    stcg_20: decimal,
    ltcg_10: decimal,
    ltcg_12_5: decimal,
    speculative: decimal,
    non_speculative: decimal,
    non_equity_short_term: decimal,
    dividends: decimal,
    exemption: object({ limit: decimal, used: decimal }),
    flat_rate_tax: decimal,
  }),
  carried_forward: list(object({ kind: lossKind, amount: decimal, from_fy: text, expires_fy: text })),
  unknown_basis: int,
  warnings: texts,
});

const harvestLot = object({
  lot_id: text,
  isin: text,
  symbol: text,
  buy_date: day,
  quantity: decimal,
  sell_quantity: decimal,
  cost: decimal,
  value: decimal,
  unrealised: decimal,
  unrealised_percent: decimal,
  last_price: num,
  bucket: { enum: ['short_term', 'long_term'] },
  long_term_from: day,
  in_loss_cover_band: bool,
  tax_saved: decimal,
});
const harvest = object({
  fy: text,
  as_of: day,
  realised: object({ short_term: decimal, long_term: decimal, intraday: decimal }),
  exemption: object({ limit: decimal, used: decimal, headroom: decimal }),
  losses: list(harvestLot),
  gains: list(harvestLot),
  estimated_tax_saved: object({ from_losses: decimal, from_gains: decimal, total: decimal }),
  loss_cover: object({ min_loss_percent: num, max_loss_percent: num }),
  warnings: texts,
});

/** The reports' JSON answers, keyed as ROUTE_ANSWERS is. */
export const REPORT_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/reports/returns': { schema: returns, example: REPORT_EXAMPLES.returns },
  'GET /api/reports/tax-pnl': { schema: taxPnl, example: REPORT_EXAMPLES.taxPnl },
  'GET /api/reports/harvest': { schema: harvest, example: REPORT_EXAMPLES.harvest },
};

/** Routes that answer a file instead of JSON: its content types and what the example names. */
export const FILE_DOWNLOAD_ROUTES: Record<string, { types: string[]; example: string }> = {
  'GET /api/reports/tax-pnl/export': {
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    example: "(the file, e.g. taxpnl-2025-26.xlsx, with the sheets of Console's Tax P&L)",
  },
};

const NO_HOLDING: RouteFailure = [404, "An `isin` the caller's ledger does not hold", 'Holding not found'];
export const REPORT_FAILURES: Record<string, RouteFailure[]> = {
  'GET /api/reports/returns': [NO_HOLDING],
  'GET /api/reports/harvest': [NO_HOLDING],
};
