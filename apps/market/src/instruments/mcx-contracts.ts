import type { ExpiryRule } from './expiry-on-trading-day.js';
import { crudeOilExpiry, fifthOfMonth, lastDayOfMonth, naturalGasExpiry } from './mcx-expiry-rules.js';

/** An MCX commodity future the bundled master lists: its contract months, expiry rule and size. */
export interface McxContract {
  /** Part of every contract token (7,000,000 + id * 10,000 + month): never renumber one. */
  id: number;
  symbol: string;
  /** Units of the quoted price in one lot (MCX's contract size): GOLD 1 kg quoted per 10 g is 100. */
  lot_size: number;
  /** Kite's tick size for the commodity. */
  tick_size: number;
  expiry: ExpiryRule;
  /** The months (1-12) MCX lists a contract for. */
  months: readonly number[];
  /** A demo spot level in the quote unit (no source: the simulator moves it from here). */
  spot: number;
  /** Annual cost of carry, so a later expiry trades a little above the spot. */
  carry: number;
  /** Streamed by the simulator without a subscriber, as the first four always were. */
  streamed: boolean;
}

const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** GOLD: GOLD24AUGFUT, 24OCT, 24DEC, 25FEB, 25APR, 25JUN in the July 2024 dump. */
const EVEN_MONTHS = [2, 4, 6, 8, 10, 12] as const;
/** SILVER: SILVER24SEPFUT, 24DEC, 25MAR, 25MAY, 25JUL. */
const SILVER_MONTHS = [3, 5, 7, 9, 12] as const;
/** SILVERM, SILVERMIC: 24AUG, 24NOV, 25FEB, 25APR, 25JUN. */
const SILVER_MINI_MONTHS = [2, 4, 6, 8, 11] as const;

const mcx = (
  id: number,
  symbol: string,
  lot_size: number,
  tick_size: number,
  expiry: ExpiryRule,
  months: readonly number[],
  spot: number,
  streamed = false,
  carry = 0.05,
): McxContract => ({ id, symbol, lot_size, tick_size, expiry, months, spot, carry, streamed });

/**
 * Lots: MCX's contract sizes in units of the quote (Kite's MCX dump lists every lot as 1, being quoted in
 * lots); ticks: Kite's MCX dump of July 2024. Ids 11-14 are the four listed before and keep their tokens.
 */
export const MCX_CONTRACTS: readonly McxContract[] = [
  mcx(11, 'GOLD', 100, 1, fifthOfMonth, EVEN_MONTHS, 130_000, true, 0.06),
  mcx(12, 'SILVER', 30, 1, fifthOfMonth, SILVER_MONTHS, 160_000, true, 0.06),
  mcx(13, 'CRUDEOIL', 100, 1, crudeOilExpiry, EVERY_MONTH, 5_500, true, 0.03),
  mcx(14, 'NATURALGAS', 1250, 0.1, naturalGasExpiry, EVERY_MONTH, 350, true),
  mcx(15, 'GOLDM', 10, 1, fifthOfMonth, EVERY_MONTH, 130_000),
  mcx(16, 'GOLDPETAL', 1, 1, lastDayOfMonth, EVERY_MONTH, 13_000),
  mcx(17, 'SILVERM', 5, 1, lastDayOfMonth, SILVER_MINI_MONTHS, 160_000),
  mcx(18, 'SILVERMIC', 1, 1, lastDayOfMonth, SILVER_MINI_MONTHS, 160_000),
  mcx(19, 'CRUDEOILM', 10, 1, crudeOilExpiry, EVERY_MONTH, 5_500),
  mcx(20, 'NATGASMINI', 250, 0.1, naturalGasExpiry, EVERY_MONTH, 350),
  mcx(21, 'COPPER', 2500, 0.05, lastDayOfMonth, EVERY_MONTH, 1_000),
  mcx(22, 'ZINC', 5000, 0.05, lastDayOfMonth, EVERY_MONTH, 290),
  mcx(23, 'ZINCMINI', 1000, 0.05, lastDayOfMonth, EVERY_MONTH, 290),
  mcx(24, 'LEAD', 5000, 0.05, lastDayOfMonth, EVERY_MONTH, 185),
  mcx(25, 'LEADMINI', 1000, 0.05, lastDayOfMonth, EVERY_MONTH, 185),
  mcx(26, 'ALUMINIUM', 5000, 0.05, lastDayOfMonth, EVERY_MONTH, 260),
  mcx(27, 'ALUMINI', 1000, 0.05, lastDayOfMonth, EVERY_MONTH, 260),
  mcx(28, 'NICKEL', 1500, 0.1, lastDayOfMonth, EVERY_MONTH, 1_400),
  mcx(29, 'MENTHAOIL', 360, 0.1, lastDayOfMonth, EVERY_MONTH, 950),
];
