/**
 * The reports' shapes: returns (XIRR, a unitised NAV, a benchmark fed the same rupees), Tax P&L per
 * Indian financial year and the harvesting plan. Money and ratios are decimal strings, as in the ledger:
 * rupees to two places, NAV to four, ratios as fractions to six ("0.373363" is 37.34 %).
 */
import type { Decimal } from '../ledger/types.js';

export const RETURN_PERIODS = ['1M', '3M', '6M', 'YTD', 'FY', '1Y', '3Y', '5Y', 'MAX'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

export const TAX_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TaxExportFormat = (typeof TAX_EXPORT_FORMATS)[number];

/** A money-weighted return over a span of dated flows. */
export interface XirrFigure {
  /** Annualised, as a fraction; null when not meaningful (see status). */
  xirr: Decimal | null;
  /** The span's return without annualising (gain over money put in), given when the span is under a year. */
  period_return: Decimal | null;
  /** Days from the first flow to the last (the closing value's day). */
  days: number;
  /** `not-meaningful`: the flows never change sign, or no rate solves them; `no-flows`: nothing to measure. */
  status: 'ok' | 'not-meaningful' | 'no-flows';
  reason?: string;
}

/** One day of a unitised NAV: ₹1,000 at the first flow. */
export interface NavPoint {
  date: string;
  nav: Decimal;
}

export interface PortfolioReturn {
  /** Money put in over the span (buys, and the opening value when the span starts after the first flow). */
  invested: Decimal;
  /** Money taken out: sale proceeds. */
  withdrawn: Decimal;
  dividends: Decimal;
  /** Value of what is held at the span's end, at the last close (or live price today). */
  value: Decimal;
  /** value + withdrawn + dividends − invested. */
  gain: Decimal;
  xirr: XirrFigure;
  /** Time-weighted return over the span, a fraction (the NAV's end over its start, less one). */
  twr: Decimal | null;
  nav: NavPoint[];
}

/** One ledger key (an ISIN, or a contract) with its flows: sold-out holdings are included. */
export interface HoldingReturn {
  key: string;
  isin: string;
  symbol: string;
  exchange: string;
  status: 'held' | 'sold';
  invested: Decimal;
  withdrawn: Decimal;
  dividends: Decimal;
  value: Decimal;
  gain: Decimal;
  first_date: string;
  xirr: XirrFigure;
  /** False when no price could be found for the span's end: the value is at cost and so labelled. */
  priced: boolean;
}

export interface BenchmarkReturn {
  instrument_token: number;
  name: string;
  /** `total-return` when the data has the TRI; else the price index, which leaves dividends out. */
  series: 'total-return' | 'price';
  /** What the chart and table show, e.g. "NIFTY 50 (price index: dividends not included)". */
  label: string;
  /** What the user's rupees, put in and taken out on the same days, would be worth in the index now. */
  value: Decimal;
  xirr: XirrFigure;
  twr: Decimal | null;
  nav: NavPoint[];
}

/** `GET /api/reports/returns`. */
export interface ReturnsReply {
  period: ReturnPeriod;
  from: string;
  to: string;
  portfolio: PortfolioReturn;
  holdings: HoldingReturn[];
  /** null when the index has no prices for the span (the notice says why). */
  benchmark: BenchmarkReturn | null;
  /** Where the closes came from: Kite's history, or the simulator's when Kite is not configured. */
  prices: 'kite' | 'simulated';
  /** Plain sentences: days without prices, lots of unknown cost left out, holdings valued at cost. */
  notices: string[];
}

/**
 * Console's tradewise sections. Equity intraday is speculative business income; F&O (and commodity
 * derivatives) non-speculative business income; the rest capital gains.
 */
export const TAX_SECTIONS = [
  'equity_intraday',
  'equity_short_term',
  'equity_long_term',
  'non_equity_short_term',
  'non_equity_long_term',
  'fno',
  'commodity',
] as const;
export type TaxSection = (typeof TAX_SECTIONS)[number];

/** One exit, as Console's `Tradewise Exits` sheet lists it. */
export interface TaxTradeRow {
  section: TaxSection;
  symbol: string;
  isin: string;
  entry_date: string;
  exit_date: string;
  quantity: Decimal;
  buy_value: Decimal;
  sell_value: Decimal;
  /** sell − buy, on the actual cost. */
  profit: Decimal;
  /** Days held. */
  period_of_holding: number;
  /** For a grandfathered lot (bought on or before 31-Jan-2018): FMV per share on 31-Jan-2018. */
  fair_market_value: Decimal | null;
  /** sell − the cost the law allows (grandfathered cost for such lots). */
  taxable_profit: Decimal;
  /** Turnover as the tax audit rules count it (F&O and intraday: the absolute profit). */
  turnover: Decimal;
  /** The rate the row's gain falls under, as a fraction, when the section has a flat rate ("0.200000"). */
  rate: Decimal | null;
  notes: string[];
}

export interface TaxSectionSummary {
  section: TaxSection;
  /** Console's label, e.g. "Short Term profit". */
  label: string;
  profit: Decimal;
  taxable_profit: Decimal;
  turnover: Decimal;
  rows: number;
}

export type LossKind = 'short_term_capital' | 'long_term_capital' | 'speculative' | 'non_speculative';

/** A loss carried into a later year: set off after that year's own losses, oldest first, until it expires. */
export interface CarriedLoss {
  kind: LossKind;
  amount: Decimal;
  /** The year the loss was made, and the last year it may still be set off. */
  from_fy: string;
  expires_fy: string;
}

/** One step of the set-off: a loss (this year's or carried) taken off a gain. */
export interface SetOffStep {
  loss: LossKind;
  loss_fy: string;
  against: 'stcg_15' | 'stcg_20' | 'ltcg_10' | 'ltcg_12_5' | 'speculative' | 'non_speculative';
  amount: Decimal;
}

/**
 * The year's gains after set-off, per rate (long-term ones before the exemption, which is shown apart),
 * and the tax they would bear (before surcharge and cess).
 */
export interface TaxComputation {
  stcg_15: Decimal;
  stcg_20: Decimal;
  ltcg_10: Decimal;
  ltcg_12_5: Decimal;
  /** Speculative and non-speculative business income and dividends: taxed at the user's slab. */
  speculative: Decimal;
  non_speculative: Decimal;
  non_equity_short_term: Decimal;
  dividends: Decimal;
  exemption: { limit: Decimal; used: Decimal };
  /** Tax at the flat rates (STCG and LTCG after the exemption); slab income is left to the user. */
  flat_rate_tax: Decimal;
}

export interface TaxDividendRow {
  symbol: string;
  isin: string;
  ex_date: string;
  quantity: Decimal;
  per_share: Decimal;
  amount: Decimal;
}

/** `GET /api/reports/tax-pnl?fy=2025-26`. */
export interface TaxPnlReply {
  fy: string;
  from: string;
  to: string;
  sections: TaxSectionSummary[];
  rows: TaxTradeRow[];
  dividends: { rows: TaxDividendRow[]; total: Decimal };
  set_off: SetOffStep[];
  computation: TaxComputation;
  /** Losses still unabsorbed at the year's end, by the year they were made. */
  carried_forward: CarriedLoss[];
  /** Exits whose cost is unknown (opening sells): listed, not counted. */
  unknown_basis: number;
  warnings: string[];
}

/** `GET /api/reports/tax-pnl/export`: the file, base64 so it travels in a JSON reply. */
export interface TaxPnlExport {
  file_name: string;
  content_type: string;
  base64: string;
}

/** An open lot the planner considers. */
export interface HarvestLot {
  lot_id: string;
  isin: string;
  symbol: string;
  buy_date: string;
  /** Shares open in the lot, and how many the plan books (a gain lot may be sold in part). */
  quantity: Decimal;
  sell_quantity: Decimal;
  cost: Decimal;
  value: Decimal;
  /** value − cost for the shares booked; negative for a loss. */
  unrealised: Decimal;
  unrealised_percent: Decimal;
  last_price: number;
  bucket: 'short_term' | 'long_term';
  /** The day a short-term lot turns long-term. */
  long_term_from: string;
  /** Inside the user's Loss Cover band (min–max loss %). */
  in_loss_cover_band: boolean;
  /** The tax this lot's booking saves (losses) or costs nothing within the exemption (gains). */
  tax_saved: Decimal;
}

/** `GET /api/reports/harvest`. */
export interface HarvestReply {
  fy: string;
  as_of: string;
  /** Realised so far this year (equity, after grandfathering). */
  realised: { short_term: Decimal; long_term: Decimal; intraday: Decimal };
  exemption: { limit: Decimal; used: Decimal; headroom: Decimal };
  /** Losing lots that could be booked, largest loss first. */
  losses: HarvestLot[];
  /** Long-term gain lots, oldest first, filling the exemption's headroom. */
  gains: HarvestLot[];
  estimated_tax_saved: { from_losses: Decimal; from_gains: Decimal; total: Decimal };
  loss_cover: { min_loss_percent: number; max_loss_percent: number };
  warnings: string[];
}
