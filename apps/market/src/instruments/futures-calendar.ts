import type { Instrument } from '@app/contracts';
import { roundToTick } from '../feeds/simulator/gbm.js';
import { tradingDayOf } from '@app/calendar';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const SEGMENT_ID = { NFO: 2, MCX: 7 } as const;
const SEGMENT = { NFO: 'NFO-FUT', MCX: 'MCX-FUT' } as const;
/**
 * Synthetic contracts take exchange tokens from 7,000,000 up: far above the real NFO/MCX exchange tokens
 * (under 1,000,000 in Kite's dumps), and their segment ids differ from every row of the bundled CSV.
 */
const SYNTHETIC_EXCHANGE_TOKEN_BASE = 7_000_000;
const DAY_MS = 86_400_000;

/** Expiry (yyyy-mm-dd) of the contract for a calendar month (1-12). */
type ExpiryRule = (year: number, month: number) => string;

interface FutureSpec {
  /** Part of every contract token: never renumber a spec, or saved quotes lose their instrument. */
  id: number;
  symbol: string;
  exchange: keyof typeof SEGMENT_ID;
  lot_size: number;
  tick_size: number;
  expiry: ExpiryRule;
  /** The index row (tradingsymbol) the future tracks, or a fixed spot level for commodities. */
  underlying: { index: string } | { spot: number };
  /** Annual cost of carry, so a later expiry trades a little above the spot. */
  carry: number;
}

const iso = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** NSE monthly index derivatives expire on the last Tuesday of the month (exchange holidays not modelled). */
export const lastTuesdayOf: ExpiryRule = (year, month) => {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - 2 + 7) % 7;
  return iso(year, month, last.getUTCDate() - back);
};

/** A fixed day of the month, moved back to Friday when it falls on a weekend. */
const dayOfMonth =
  (day: number): ExpiryRule =>
  (year, month) => {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return iso(year, month, day - (weekday === 6 ? 1 : weekday === 0 ? 2 : 0));
  };

// MCX expiries approximated: GOLD/SILVER the 5th, CRUDEOIL the 19th, NATURALGAS the 25th, every month.
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
  {
    id: 11,
    symbol: 'GOLD',
    exchange: 'MCX',
    lot_size: 1,
    tick_size: 1,
    expiry: dayOfMonth(5),
    underlying: { spot: 130_000 },
    carry: 0.06,
  },
  {
    id: 12,
    symbol: 'SILVER',
    exchange: 'MCX',
    lot_size: 1,
    tick_size: 1,
    expiry: dayOfMonth(5),
    underlying: { spot: 160_000 },
    carry: 0.06,
  },
  {
    id: 13,
    symbol: 'CRUDEOIL',
    exchange: 'MCX',
    lot_size: 100,
    tick_size: 1,
    expiry: dayOfMonth(19),
    underlying: { spot: 5_500 },
    carry: 0.03,
  },
  {
    id: 14,
    symbol: 'NATURALGAS',
    exchange: 'MCX',
    lot_size: 1250,
    tick_size: 0.1,
    expiry: dayOfMonth(25),
    underlying: { spot: 350 },
    carry: 0.05,
  },
];

export interface ContractMonth {
  year: number;
  /** 1-12 */
  month: number;
  expiry: string;
}

/** The current and next contract on an IST date: the current one is the first not yet expired (expiry day included). */
export function currentAndNext(rule: ExpiryRule, day: string): [ContractMonth, ContractMonth] {
  let year = Number(day.slice(0, 4));
  let month = Number(day.slice(5, 7));
  const months: ContractMonth[] = [];
  while (months.length < 2) {
    const expiry = rule(year, month);
    if (months.length > 0 || expiry >= day) months.push({ year, month, expiry });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return [months[0], months[1]];
}

function contractRow(spec: FutureSpec, contract: ContractMonth, spot: number, day: string): Instrument {
  const yy = contract.year % 100;
  const exchangeToken = SYNTHETIC_EXCHANGE_TOKEN_BASE + spec.id * 10_000 + yy * 12 + (contract.month - 1);
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
  };
}

/**
 * The current- and next-month futures rows on the IST date of `today`, priced off the given index
 * levels (tradingsymbol -> price) plus carry. The same contract always gets the same token.
 */
export function futuresFor(today: Date, indexPrices: ReadonlyMap<string, number>): Instrument[] {
  const day = tradingDayOf(today);
  return SPECS.flatMap((spec) => {
    const spot = 'spot' in spec.underlying ? spec.underlying.spot : indexPrices.get(spec.underlying.index);
    if (spot === undefined || !(spot > 0)) {
      throw new Error(
        `futures calendar: no price for ${spec.symbol}'s underlying index "${'index' in spec.underlying ? spec.underlying.index : ''}"`,
      );
    }
    return currentAndNext(spec.expiry, day).map((contract) => contractRow(spec, contract, spot, day));
  });
}
