import type { ImportFormat, ImportRowKind } from '@app/contracts';

/** Headers compare without case, spaces or punctuation: "Trade Date", "trade_date" and "Avg. cost" all match. */
export const norm = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One field of a row kind and the header spellings that carry it. */
export interface ColumnSpec {
  field: string;
  names: string[];
  required: boolean;
}

/** A layout we recognise by its header row. */
export interface FormatSpec {
  format: ImportFormat;
  kind: ImportRowKind;
  label: string;
  /** Any one of these sets of (normalised) headers, all present, identifies the layout. */
  signatures: string[][];
  columns: ColumnSpec[];
}

const col = (field: string, required: boolean, ...names: string[]): ColumnSpec => ({
  field,
  required,
  names: names.map(norm),
});

export const TRADEBOOK: FormatSpec = {
  format: 'console-tradebook-csv',
  kind: 'trade',
  label: 'Console tradebook',
  signatures: [
    ['tradedate', 'tradetype', 'auction'],
    ['tradedate', 'tradetype', 'tradeid'],
  ],
  columns: [
    col('symbol', true, 'symbol'),
    col('isin', false, 'isin'),
    col('trade_date', true, 'trade_date'),
    col('exchange', true, 'exchange'),
    col('segment', true, 'segment'),
    col('side', true, 'trade_type'),
    col('quantity', true, 'quantity'),
    col('price', true, 'price'),
    col('trade_id', true, 'trade_id'),
    col('order_id', false, 'order_id'),
    col('executed_at', false, 'order_execution_time'),
    col('expiry', false, 'expiry_date'),
  ],
};

export const HOLDINGS_STATEMENT: FormatSpec = {
  format: 'console-holdings-xlsx',
  kind: 'holding',
  label: 'Console holdings statement',
  signatures: [['symbol', 'isin', 'quantityavailable', 'averageprice']],
  columns: [
    col('symbol', true, 'symbol'),
    col('isin', false, 'isin'),
    col('quantity_available', true, 'Quantity Available'),
    col('quantity_discrepant', false, 'Quantity Discrepant'),
    col('quantity_pledged_margin', false, 'Quantity Pledged (Margin)'),
    col('quantity_pledged_loan', false, 'Quantity Pledged (Loan)'),
    col('average_price', true, 'Average Price'),
  ],
};

export const KITE_HOLDINGS: FormatSpec = {
  format: 'kite-holdings-csv',
  kind: 'holding',
  label: 'Kite holdings',
  signatures: [
    ['instrument', 'qty', 'avgcost'],
    ['instrument', 'quantity', 'avgcost'],
  ],
  columns: [
    col('symbol', true, 'Instrument'),
    col('quantity', true, 'Qty.', 'Quantity'),
    col('average_price', true, 'Avg. cost', 'Average cost', 'Avg cost'),
  ],
};

export const DIVIDENDS: FormatSpec = {
  format: 'console-dividends',
  kind: 'dividend',
  label: 'Console dividend statement',
  signatures: [
    ['symbol', 'exdate', 'dividendpershare'],
    ['symbol', 'exdate', 'netdividendamount'],
  ],
  columns: [
    col('symbol', true, 'Symbol'),
    col('isin', false, 'ISIN'),
    col('ex_date', true, 'Ex-Date', 'Ex Date'),
    col('quantity', true, 'Quantity'),
    col('per_share', true, 'Dividend Per Share'),
    col('amount', false, 'Net Dividend Amount', 'Dividend Amount'),
  ],
};

/** The product's own live-positions CSV (the web app's template headers). */
export const POSITIONS: FormatSpec = {
  format: 'positions-csv',
  kind: 'position',
  label: 'Positions',
  signatures: [['tradingsymbol', 'exchange', 'buyprice', 'quantity']],
  columns: [
    col('tradingSymbol', true, 'tradingSymbol'),
    col('exchange', true, 'exchange'),
    col('buyPrice', true, 'buyPrice'),
    col('quantity', true, 'quantity'),
    col('positionType', false, 'positionType'),
    col('buyDate', false, 'buyDate'),
    col('name', false, 'name'),
    col('instrumentType', false, 'instrumentType'),
    col('expiry', false, 'expiry'),
    col('yesterdayClosingPrice', false, 'yesterdayClosingPrice'),
  ],
};

const SPECS = [TRADEBOOK, HOLDINGS_STATEMENT, DIVIDENDS, KITE_HOLDINGS, POSITIONS];

/** The layout a header row belongs to; a sold-positions file is not a live-positions one. */
export function matchHeader(cells: readonly string[]): FormatSpec | null {
  const have = new Set(cells.map(norm).filter(Boolean));
  if (have.has('sellprice') || have.has('soldat')) return null;
  return SPECS.find((s) => s.signatures.some((sig) => sig.every((h) => have.has(h)))) ?? null;
}

/** Where each field's column is; a missing required column is named. */
export function locateColumns(
  spec: { columns: ColumnSpec[] },
  headers: readonly string[],
): { at: Map<string, number>; missing: ColumnSpec[] } {
  const normalised = headers.map(norm);
  const at = new Map<string, number>();
  const missing: ColumnSpec[] = [];
  for (const c of spec.columns) {
    const i = normalised.findIndex((h) => c.names.includes(h));
    if (i >= 0) at.set(c.field, i);
    else if (c.required) missing.push(c);
  }
  return { at, missing };
}
