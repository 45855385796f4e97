import type { Instrument } from '@app/contracts';
import { roundToTick } from '../feeds/simulator/gbm.js';
import { tradingDayOf } from '@app/calendar';
import { onTradingDay, type ExpiryRule } from './expiry-on-trading-day.js';
import { MCX_CONTRACTS } from './mcx-contracts.js';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const SEGMENT_ID = { NFO: 2, MCX: 7 } as const;
const SEGMENT = { NFO: 'NFO-FUT', MCX: 'MCX-FUT' } as const;
/**
 * Synthetic contracts take exchange tokens from 7,000,000 up: far above the real NFO/MCX exchange tokens
 * (under 1,000,000 in Kite's dumps), and their segment ids differ from every row of the bundled CSV.
 */
const SYNTHETIC_EXCHANGE_TOKEN_BASE = 7_000_000;
/**
 * Stock futures: 7,500,000 + id * 2,000 + month number, clear of the index and MCX specs above (ids up to
 * 29: under 7,300,000) and, for ids up to 400, of 2^23, so tokens stay below 2^31 for 32-bit bit operations.
 */
const STOCK_EXCHANGE_TOKEN_BASE = 7_500_000;
const STOCK_ID_STRIDE = 2_000;
const MAX_STOCK_ID = 400;
/** Contracts listed at once: NSE's near, next and far month. */
const EXPIRIES_LISTED = 3;
const DAY_MS = 86_400_000;

interface FutureSpec {
  /** Part of every contract token: never renumber a spec, or saved quotes lose their instrument. */
  id: number;
  /** The exchange token of the contract for a month count (year * 12 + month - 1, from 2000). */
  tokenOf?: (monthCount: number) => number;
  symbol: string;
  exchange: keyof typeof SEGMENT_ID;
  lot_size: number;
  tick_size: number;
  expiry: ExpiryRule;
  /** The master row (index or NSE stock tradingsymbol) the future tracks, or a fixed spot level for commodities. */
  underlying: { index: string } | { spot: number };
  /** Annual cost of carry, so a later expiry trades a little above the spot. */
  carry: number;
  /** The months (1-12) with a contract; every month when absent. */
  months?: readonly number[];
  /** False for a future the simulator streams only once subscribed. */
  streamed?: boolean;
}

const iso = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** NSE monthly derivatives expire on the last Tuesday of the month (a holiday moves it: onTradingDay). */
export const lastTuesdayOf: ExpiryRule = (year, month) => {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - 2 + 7) % 7;
  return iso(year, month, last.getUTCDate() - back);
};

const SPECS: readonly FutureSpec[] = [
  {
    id: 1,
    symbol: 'NIFTY',
    exchange: 'NFO',
    lot_size: 65,
    tick_size: 0.1,
    expiry: lastTuesdayOf,
    underlying: { index: 'NIFTY 50' },
    carry: 0.065,
  },
  {
    id: 2,
    symbol: 'BANKNIFTY',
    exchange: 'NFO',
    lot_size: 30,
    tick_size: 0.2,
    expiry: lastTuesdayOf,
    underlying: { index: 'NIFTY BANK' },
    carry: 0.065,
  },
  {
    id: 3,
    symbol: 'FINNIFTY',
    exchange: 'NFO',
    lot_size: 60,
    tick_size: 0.1,
    expiry: lastTuesdayOf,
    underlying: { index: 'NIFTY FIN SERVICE' },
    carry: 0.065,
  },
  {
    id: 4,
    symbol: 'MIDCPNIFTY',
    exchange: 'NFO',
    lot_size: 120,
    tick_size: 0.05,
    expiry: lastTuesdayOf,
    underlying: { index: 'NIFTY MID SELECT' },
    carry: 0.065,
  },
  ...MCX_CONTRACTS.map((c): FutureSpec => ({ ...c, exchange: 'MCX', underlying: { spot: c.spot } })),
];

/**
 * The index and MCX futures the simulator streams without a subscriber: the four indices and the first
 * four commodities (the others stream once subscribed, so the feed's rate stays as it was).
 */
export const FIXED_FUTURE_SYMBOLS: ReadonlySet<string> = new Set(
  SPECS.filter((s) => s.streamed !== false).map((s) => s.symbol),
);

export interface ContractMonth {
  year: number;
  /** 1-12 */
  month: number;
  expiry: string;
}

/**
 * The contracts listed on an IST date, near month first: the near one is the first not yet expired
 * (expiry day included), then the next `count - 1` contract months (`contractMonths`, 1-12).
 */
export function listedContracts(
  rule: ExpiryRule,
  day: string,
  count = EXPIRIES_LISTED,
  contractMonths?: readonly number[],
): ContractMonth[] {
  let year = Number(day.slice(0, 4));
  let month = Number(day.slice(5, 7));
  const months: ContractMonth[] = [];
  while (months.length < count) {
    const expiry = contractMonths && !contractMonths.includes(month) ? '' : rule(year, month);
    if (expiry && (months.length > 0 || expiry >= day)) months.push({ year, month, expiry });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

function contractRow(spec: FutureSpec, contract: ContractMonth, spot: number, day: string): Instrument {
  const yy = contract.year % 100;
  const exchangeToken =
    spec.tokenOf?.(yy * 12 + contract.month - 1) ??
    SYNTHETIC_EXCHANGE_TOKEN_BASE + spec.id * 10_000 + yy * 12 + (contract.month - 1);
  const days = (Date.parse(contract.expiry) - Date.parse(day)) / DAY_MS;
  return {
    instrument_token: exchangeToken * 256 + SEGMENT_ID[spec.exchange],
    exchange_token: exchangeToken,
    tradingsymbol: `${spec.symbol}${String(yy).padStart(2, '0')}${MONTHS[contract.month - 1]}FUT`,
    name: spec.symbol,
    last_price: roundToTick(spot * (1 + (spec.carry * days) / 365), spec.tick_size),
    expiry: contract.expiry,
    strike: 0,
    tick_size: spec.tick_size,
    lot_size: spec.lot_size,
    instrument_type: 'FUT',
    segment: SEGMENT[spec.exchange],
    exchange: spec.exchange,
    isin: null,
  };
}

/** A stock with NSE futures: a stable id (part of its contract tokens) and its market lot. */
export interface StockFuture {
  id: number;
  underlying: string;
  lot_size: number;
}

/** Reads data/stock-futures.csv (id,underlying,lot_size); throws naming the first bad line. */
export function parseStockFutures(text: string): StockFuture[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header?.trim() !== 'id,underlying,lot_size')
    throw new Error('stock futures: header must be id,underlying,lot_size');
  const ids = new Set<number>();
  return lines.map((line, n) => {
    const [id, underlying, lot] = line.split(',').map((f) => f.trim());
    const row = { id: Number(id), underlying, lot_size: Number(lot) };
    const ok = Number.isInteger(row.id) && row.id >= 1 && row.id <= MAX_STOCK_ID && !ids.has(row.id);
    if (!ok || !underlying || !Number.isInteger(row.lot_size) || row.lot_size < 1)
      throw new Error(
        `stock futures line ${n + 2}: "${line}" is not a unique id 1-${MAX_STOCK_ID}, a symbol and a lot`,
      );
    ids.add(row.id);
    return row;
  });
}

function stockSpec(s: StockFuture): FutureSpec {
  return {
    id: s.id,
    tokenOf: (monthCount) => STOCK_EXCHANGE_TOKEN_BASE + s.id * STOCK_ID_STRIDE + monthCount,
    symbol: s.underlying,
    exchange: 'NFO',
    lot_size: s.lot_size,
    tick_size: 0,
    expiry: lastTuesdayOf,
    underlying: { index: s.underlying },
    carry: 0.065,
  };
}

/** What a future is priced off: its underlying's level and tick (stock futures trade on the stock's tick). */
export type Underlying = Pick<Instrument, 'last_price' | 'tick_size'>;

/**
 * The futures of the next three expiries on the IST date of `today`: index and MCX contracts, and the
 * stock futures given, priced off their underlyings (tradingsymbol -> row) plus carry. The same contract
 * always gets the same token; a stock missing from the underlyings is left out.
 */
export function futuresFor(
  today: Date,
  underlyings: ReadonlyMap<string, Underlying>,
  stocks: readonly StockFuture[] = [],
): Instrument[] {
  const day = tradingDayOf(today);
  const listed = (spec: FutureSpec, spot: number) =>
    listedContracts(onTradingDay(spec.expiry, spec.exchange), day, EXPIRIES_LISTED, spec.months).map((contract) =>
      contractRow(spec, contract, spot, day),
    );
  const fixed = SPECS.flatMap((spec) => {
    const spot = 'spot' in spec.underlying ? spec.underlying.spot : underlyings.get(spec.underlying.index)?.last_price;
    if (spot === undefined || !(spot > 0)) {
      throw new Error(
        `futures calendar: no price for ${spec.symbol}'s underlying index "${'index' in spec.underlying ? spec.underlying.index : ''}"`,
      );
    }
    return listed(spec, spot);
  });
  const onStocks = stocks.flatMap((s) => {
    const u = underlyings.get(s.underlying);
    if (!u || !(u.last_price > 0)) return [];
    return listed({ ...stockSpec(s), tick_size: u.tick_size > 0 ? u.tick_size : 0.05 }, u.last_price);
  });
  return [...fixed, ...onStocks];
}
