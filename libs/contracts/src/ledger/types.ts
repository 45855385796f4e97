/**
 * The lot ledger's shapes. Quantities and money are decimal strings ("740.83", "8890.0000"): exact in
 * transit, parsed into decimals by whoever computes with them, formatted by the web app.
 */
export type Decimal = string;

/** Where a trade or lot came from. */
export type LedgerSource =
  | 'console-tradebook'
  | 'kite'
  | 'paper'
  | 'holdings-statement'
  | 'kite-holdings'
  | 'positions-csv'
  | 'mapped'
  | 'bonus';

/** The file formats an import recognises; `unknown` goes through the column-mapping step. */
export const IMPORT_FORMATS = [
  'console-tradebook-csv',
  'console-tradebook-xlsx',
  'console-holdings-xlsx',
  'kite-holdings-csv',
  'console-dividends',
  'positions-csv',
  'mapped',
  'unknown',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What an import's rows become. */
export type ImportRowKind = 'trade' | 'holding' | 'dividend' | 'position';

export type ImportStatus = 'preview' | 'needs-mapping' | 'committing' | 'committed' | 'undone' | 'failed';

/** One trade, as every source (a tradebook row, a paper fill, a Kite trade) normalises it. */
export interface LedgerTrade {
  /** The broker's trade id: the dedupe key (tradebooks are exported a year at a time, overlapping). */
  trade_id: string | null;
  order_id: string | null;
  isin: string | null;
  symbol: string;
  exchange: string;
  /** EQ for cash equity, FO for futures and options, COM for commodities. */
  segment: 'EQ' | 'FO' | 'COM' | 'MF';
  /** IST calendar day, YYYY-MM-DD. */
  trade_date: string;
  /** ISO time with the IST offset when the source gives one. */
  executed_at: string | null;
  side: 'buy' | 'sell';
  quantity: Decimal;
  price: Decimal;
  expiry: string | null;
  charges: Decimal | null;
  source: LedgerSource;
}

/** A holding as a statement gives it (no trades): becomes one opening lot at the average price. */
export interface ImportedHolding {
  isin: string | null;
  symbol: string;
  exchange: string | null;
  quantity: Decimal;
  average_price: Decimal;
  as_of: string | null;
}

export interface ImportedDividend {
  isin: string | null;
  symbol: string;
  ex_date: string;
  quantity: Decimal;
  per_share: Decimal;
  amount: Decimal;
}

/** A problem with one cell of the file: line is 1-based as a spreadsheet shows it; column is the header (or letter). */
export interface ImportProblem {
  line: number;
  column: string | null;
  field: string | null;
  message: string;
}

/** The column-mapping step: the file's headers, the fields a kind needs, and the guess to confirm. */
export interface ImportMappingStep {
  headers: string[];
  kind: ImportRowKind;
  required: string[];
  optional: string[];
  suggested: Record<string, string | null>;
}

/** `POST /api/imports` and `GET /api/imports/{id}`. */
export interface ImportPreview {
  id: string;
  status: ImportStatus;
  file_name: string;
  format: ImportFormat;
  /** Human words for what was detected, e.g. "Console tradebook (equity), 2024-04-01 to 2025-03-31". */
  detected: string;
  rows_total: number;
  /** Counts per kind of row and of outcome: trade, holding, dividend, position, duplicate, invalid. */
  counts: Record<string, number>;
  /** The first rows as they will be stored. */
  sample: Array<LedgerTrade | ImportedHolding | ImportedDividend | Record<string, unknown>>;
  problems: ImportProblem[];
  problems_total: number;
  mapping: ImportMappingStep | null;
  created_at: string;
  committed_at: string | null;
}

export type ImportSummary = Omit<ImportPreview, 'sample' | 'problems' | 'mapping'>;

/** Pushed to the importing user's sockets as `import_progress` while a large file is parsed or committed. */
export interface ImportProgress {
  import_id: string;
  phase: 'parsing' | 'committing';
  done: number;
  total: number | null;
}

export interface LotDisposal {
  sell_date: string;
  quantity: Decimal;
  price: Decimal;
  proceeds: Decimal;
  /** null when the lot's cost is unknown (an opening sell). */
  realised: Decimal | null;
  intraday: boolean;
  trade_id: string | null;
}

export interface Lot {
  id: string;
  isin: string;
  symbol: string;
  exchange: string;
  /** For tax: a bonus lot is dated at its allotment. */
  buy_date: string;
  quantity: Decimal;
  open_quantity: Decimal;
  /** Tax view: per share, a bonus lot at zero. */
  cost_per_share: Decimal;
  cost: Decimal;
  /** Performance view: the split-style average after bonuses spread the cost. */
  adjusted_cost_per_share: Decimal;
  charges: Decimal | null;
  source: LedgerSource;
  /** An opening sell, or a holding with no price: its cost basis is unknown. */
  unknown_basis: boolean;
  disposals: LotDisposal[];
}

/** `GET /api/ledger/holdings`: one row per ISIN with open quantity. */
export interface LedgerHolding {
  isin: string;
  symbol: string;
  exchange: string;
  instrument_token: number | null;
  quantity: Decimal;
  /** Tax view average (bonus lots at zero). */
  average_cost: Decimal;
  /** Performance view average (split-style). */
  adjusted_average_cost: Decimal;
  invested: Decimal;
  last_price: number | null;
  current_value: Decimal | null;
  unrealised: Decimal | null;
  lots: number;
  unknown_basis_quantity: Decimal;
  sources: LedgerSource[];
}

/** `GET /api/ledger/realised?from&to`: each disposal with its lot, by sell date. */
export interface RealisedEntry {
  isin: string;
  symbol: string;
  buy_date: string;
  sell_date: string;
  quantity: Decimal;
  buy_value: Decimal | null;
  sell_value: Decimal;
  realised: Decimal | null;
  intraday: boolean;
  unknown_basis: boolean;
}

export interface RealisedReply {
  from: string;
  to: string;
  entries: RealisedEntry[];
  total: Decimal;
}

export interface DividendEntry {
  id: string;
  isin: string;
  symbol: string;
  ex_date: string;
  record_date: string | null;
  quantity: Decimal;
  per_share: Decimal;
  amount: Decimal;
  source: 'import' | 'corporate-action';
  status: 'received' | 'upcoming';
}

/** `GET /api/dividends`. */
export interface DividendsReply {
  dividends: DividendEntry[];
  /** Per ISIN: dividends of the last 12 months over the holding's invested cost, in percent. */
  yield_on_cost: Array<{
    isin: string;
    symbol: string;
    received_12m: Decimal;
    invested: Decimal;
    yield_percent: Decimal | null;
  }>;
  total_received: Decimal;
}
