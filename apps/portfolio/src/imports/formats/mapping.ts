import type { ImportMappingStep, ImportProblem, ImportRowKind } from '@app/contracts';
import { norm, type ColumnSpec } from './columns.js';

/** The fields each kind of row needs from a file whose layout we do not know. */
export const MAPPING_FIELDS: Record<ImportRowKind, { required: string[]; optional: string[] }> = {
  trade: {
    required: ['symbol', 'trade_date', 'side', 'quantity', 'price'],
    optional: ['isin', 'exchange', 'segment', 'trade_id', 'order_id', 'executed_at', 'expiry'],
  },
  holding: { required: ['symbol', 'quantity', 'average_price'], optional: ['isin', 'exchange', 'as_of'] },
  dividend: { required: ['symbol', 'ex_date', 'quantity', 'per_share'], optional: ['isin', 'amount'] },
  position: {
    required: ['tradingSymbol', 'exchange', 'buyPrice', 'quantity'],
    optional: ['positionType', 'buyDate', 'name', 'instrumentType', 'expiry', 'yesterdayClosingPrice'],
  },
};

/** Other words a header may use for a field, for the suggested mapping. */
const SYNONYMS: Record<string, string[]> = {
  symbol: ['symbol', 'tradingsymbol', 'instrument', 'scrip', 'ticker', 'stock', 'security', 'name'],
  tradingSymbol: ['tradingsymbol', 'symbol', 'instrument', 'scrip', 'ticker'],
  trade_date: ['tradedate', 'date', 'transactiondate', 'orderdate', 'tradedon'],
  side: ['side', 'tradetype', 'type', 'buysell', 'transactiontype', 'action', 'direction'],
  positionType: ['positiontype', 'side', 'type', 'direction'],
  quantity: ['quantity', 'qty', 'shares', 'units', 'quantityavailable'],
  price: ['price', 'tradeprice', 'rate', 'avgprice', 'executionprice'],
  buyPrice: ['buyprice', 'price', 'averageprice', 'avgprice', 'avgcost', 'entryprice'],
  average_price: ['averageprice', 'avgprice', 'avgcost', 'averagecost', 'buyaverage', 'costprice', 'price'],
  ex_date: ['exdate', 'date', 'exdividenddate'],
  per_share: ['dividendpershare', 'pershare', 'dps', 'rate'],
  amount: ['netdividendamount', 'amount', 'dividendamount', 'netamount'],
  isin: ['isin', 'isincode'],
  exchange: ['exchange', 'exch', 'market'],
  segment: ['segment'],
  trade_id: ['tradeid', 'tradeno', 'tradenumber'],
  order_id: ['orderid', 'orderno', 'ordernumber'],
  executed_at: ['orderexecutiontime', 'executiontime', 'time', 'tradetime'],
  expiry: ['expiry', 'expirydate'],
  as_of: ['asof', 'date', 'asondate'],
  buyDate: ['buydate', 'date', 'tradedate', 'entrydate'],
};

/** The header that best matches a field: exact name first, then a synonym, then a containing header. */
function bestHeader(field: string, headers: readonly string[], taken: Set<string>): string | null {
  const names = [norm(field), ...(SYNONYMS[field] ?? [])];
  const free = headers.filter((h) => h.trim() && !taken.has(h));
  for (const name of names) {
    const hit = free.find((h) => norm(h) === name);
    if (hit) return hit;
  }
  for (const name of names) {
    const hit = free.find((h) => name.length > 2 && norm(h).includes(name));
    if (hit) return hit;
  }
  return null;
}

export function suggestMapping(kind: ImportRowKind, headers: readonly string[]): Record<string, string | null> {
  const taken = new Set<string>();
  const out: Record<string, string | null> = {};
  const { required, optional } = MAPPING_FIELDS[kind];
  for (const field of [...required, ...optional]) {
    const h = bestHeader(field, headers, taken);
    if (h) taken.add(h);
    out[field] = h;
  }
  return out;
}

/** The mapping step for a file we do not recognise: the kind whose required fields the headers cover best. */
export function mappingStep(headers: readonly string[]): ImportMappingStep {
  const kinds: ImportRowKind[] = ['trade', 'holding', 'dividend', 'position'];
  const scored = kinds.map((kind) => {
    const suggested = suggestMapping(kind, headers);
    const req = MAPPING_FIELDS[kind].required;
    return { kind, suggested, score: req.filter((f) => suggested[f]).length / req.length };
  });
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  return { headers: [...headers], kind: best.kind, ...MAPPING_FIELDS[best.kind], suggested: best.suggested };
}

/** The user's mapping as columns to read; problems name each required field left out or a header not in the file. */
export function mappedColumns(
  kind: ImportRowKind,
  columns: Record<string, string>,
  headers: readonly string[],
  line: number,
): { columns: ColumnSpec[]; problems: ImportProblem[] } {
  const { required, optional } = MAPPING_FIELDS[kind];
  const problems: ImportProblem[] = [];
  const out: ColumnSpec[] = [];
  const present = new Set(headers.map((h) => h.trim()));
  for (const field of [...required, ...optional]) {
    const header = columns[field]?.trim();
    if (!header) {
      if (required.includes(field))
        problems.push({ line, column: null, field, message: `${field} is required: map a column to it` });
      continue;
    }
    if (!present.has(header)) {
      problems.push({
        line,
        column: header,
        field,
        message: `The file has no column "${header}" (mapped to ${field})`,
      });
      continue;
    }
    out.push({ field, required: required.includes(field), names: [norm(header)] });
  }
  for (const field of Object.keys(columns))
    if (!required.includes(field) && !optional.includes(field))
      problems.push({ line, column: columns[field] ?? null, field, message: `${field} is not a field of a ${kind}` });
  return { columns: out, problems };
}
