import { Decimal } from 'decimal.js';
import { exactPercentOfWhole } from './exact-percent.js';
import { istDay } from './ist-day.js';
import { SCALE, tenThousandths } from './ten-thousandths.js';

/** Money arithmetic in decimal: prices and amounts arrive as numbers with up to four decimals. */
const D = (n: Decimal.Value) => new Decimal(n);

export type PositionType = 'BUY' | 'SELL';

export interface PnlInput {
  buyPrice: number;
  quantity: number;
  positionType: PositionType;
  yesterdayClosingPrice?: number | null;
  todaysPnL?: number | null;
}

export interface LivePnl {
  /** buyPrice x quantity */
  amount: number;
  unrealizedProfitLoss: number;
  unrealizedProfitLossPercent: number;
  todaysPnL: number;
}

/** Percent of `part` in `base`, 0 when the base is 0 (a zero investment has no return). */
export function percentOf(part: Decimal.Value, base: Decimal.Value): number {
  const b = D(base);
  return b.isZero() ? 0 : D(part).div(b).times(100).toNumber();
}

/**
 * The live P&L rules: BUY profit = (live - buy) x quantity, SELL profit = (buy - live) x quantity,
 * percent relative to the buy amount; today's P&L from yesterday's close when known, else the given one.
 */
export function livePnl(p: PnlInput, live: number): LivePnl {
  return exactLivePnl(p, live) ?? decimalLivePnl(p, live);
}

/**
 * livePnl in whole ten-thousandths: the same figures as in Decimal, for a fraction of the cost (a list
 * of positions computes it for every row, and the web app for every tick); undefined when any input or
 * product falls outside what integers hold exactly.
 */
function exactLivePnl(p: PnlInput, live: number): LivePnl | undefined {
  const buy = tenThousandths(p.buyPrice);
  const now = tenThousandths(live);
  const q = p.quantity;
  if (buy === undefined || now === undefined || !Number.isSafeInteger(q)) return undefined;
  const sign = p.positionType === 'SELL' ? -1 : 1;
  const amount = buy * q;
  const pnl = (now - buy) * q * sign;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(pnl)) return undefined;
  let todays = p.todaysPnL ?? 0;
  if (p.yesterdayClosingPrice !== null && p.yesterdayClosingPrice !== undefined) {
    const close = tenThousandths(p.yesterdayClosingPrice);
    const t = close === undefined ? NaN : (now - close) * q * sign;
    if (!Number.isSafeInteger(t)) return undefined;
    todays = t / SCALE;
  }
  // Both sides in ten-thousandths leave the quotient as it is; Decimal divides only where doubles cannot tell.
  return {
    amount: amount / SCALE,
    unrealizedProfitLoss: pnl / SCALE,
    unrealizedProfitLossPercent: exactPercentOfWhole(pnl, amount) ?? percentOf(pnl, amount),
    todaysPnL: todays,
  };
}

function decimalLivePnl(p: PnlInput, live: number): LivePnl {
  const sign = p.positionType === 'SELL' ? -1 : 1;
  const amount = D(p.buyPrice).times(p.quantity);
  const pnl = D(live).minus(p.buyPrice).times(p.quantity).times(sign);
  const todays =
    p.yesterdayClosingPrice !== null && p.yesterdayClosingPrice !== undefined
      ? D(live).minus(p.yesterdayClosingPrice).times(p.quantity).times(sign).toNumber()
      : (p.todaysPnL ?? 0);
  return {
    amount: amount.toNumber(),
    unrealizedProfitLoss: pnl.toNumber(),
    unrealizedProfitLossPercent: percentOf(pnl, amount),
    todaysPnL: todays,
  };
}

/** Commission of a sale, charged on both legs: (buy + sell) x quantity x percent / 100. */
export function saleCommission(buyPrice: number, sellPrice: number, quantity: number, commissionPct: number): number {
  return D(buyPrice).plus(sellPrice).times(quantity).times(commissionPct).div(100).toNumber();
}

/** Realised P&L of a sale net of commission: BUY (sell - buy) x qty, SELL (buy - sell) x qty. */
export function realizedPnl(
  positionType: PositionType,
  buyPrice: number,
  sellPrice: number,
  quantity: number,
  commission: number,
): number {
  const sign = positionType === 'SELL' ? -1 : 1;
  return D(sellPrice).minus(buyPrice).times(quantity).times(sign).minus(commission).toNumber();
}

/** Re-buy gain: (sell - live) x quantity, percent relative to the sell price. */
export function rebuyGain(
  sellPrice: number,
  live: number,
  quantity: number,
): { currentGainLoss: number; currentGainLossPercent: number } {
  const perUnit = D(sellPrice).minus(live);
  return { currentGainLoss: perUnit.times(quantity).toNumber(), currentGainLossPercent: percentOf(perUnit, sellPrice) };
}

/** Loss of a BUY position in percent of its buy price: (buy - live) / buy x 100. */
export function lossPercent(buyPrice: number, live: number): number {
  return percentOf(D(buyPrice).minus(live), buyPrice);
}

/** The Portfolio container shows positions at or above the profit threshold, or at or below minus the loss threshold. */
export function passesThreshold(pnl: number, aboveCash: number, belowCash: number): boolean {
  return pnl >= aboveCash || pnl <= -belowCash;
}

export interface PortfolioSummary {
  totalInvestment: number;
  totalProfitLoss: number;
  totalReturnPercent: number;
  profitCount: number;
  lossCount: number;
}

export function portfolioSummary(rows: readonly { amount: number; unrealizedProfitLoss: number }[]): PortfolioSummary {
  return exactSummary(rows) ?? decimalSummary(rows);
}

/** portfolioSummary in whole ten-thousandths (see exactLivePnl); undefined when a sum might not be exact. */
function exactSummary(rows: readonly { amount: number; unrealizedProfitLoss: number }[]): PortfolioSummary | undefined {
  let investment = 0;
  let pnl = 0;
  let profitCount = 0;
  let lossCount = 0;
  for (const r of rows) {
    const a = tenThousandths(r.amount);
    const u = tenThousandths(r.unrealizedProfitLoss);
    if (a === undefined || u === undefined) return undefined;
    investment += a;
    pnl += u;
    if (!Number.isSafeInteger(investment) || !Number.isSafeInteger(pnl)) return undefined;
    if (r.unrealizedProfitLoss > 0) profitCount++;
    else if (r.unrealizedProfitLoss < 0) lossCount++;
  }
  return {
    totalInvestment: investment / SCALE,
    totalProfitLoss: pnl / SCALE,
    totalReturnPercent: exactPercentOfWhole(pnl, investment) ?? percentOf(pnl, investment),
    profitCount,
    lossCount,
  };
}

function decimalSummary(rows: readonly { amount: number; unrealizedProfitLoss: number }[]): PortfolioSummary {
  let investment = D(0);
  let pnl = D(0);
  let profitCount = 0;
  let lossCount = 0;
  for (const r of rows) {
    investment = investment.plus(r.amount);
    pnl = pnl.plus(r.unrealizedProfitLoss);
    if (r.unrealizedProfitLoss > 0) profitCount++;
    else if (r.unrealizedProfitLoss < 0) lossCount++;
  }
  return {
    totalInvestment: investment.toNumber(),
    totalProfitLoss: pnl.toNumber(),
    totalReturnPercent: percentOf(pnl, investment),
    profitCount,
    lossCount,
  };
}

export interface DateGroup<T> {
  date: string | null;
  totalProfitLoss: number;
  totalPositions: number;
  positions: T[];
}

/** Sold positions by IST day (of soldAt, else createdAt), newest first, unknown dates last. */
export function groupByDate<
  T extends { soldAt?: string | null; createdAt?: string | null; realizedProfitLoss: number },
>(rows: readonly T[]): DateGroup<T>[] {
  const dayOf = (r: T) => {
    const text = r.soldAt || r.createdAt;
    return text && /^\d{4}-\d{2}-\d{2}/.test(text) ? istDay(text) : null;
  };
  const groups = new Map<string | null, T[]>();
  for (const r of rows) {
    const d = dayOf(r);
    const list = groups.get(d);
    if (list) list.push(r);
    else groups.set(d, [r]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b.localeCompare(a)))
    .map(([date, positions]) => ({
      date,
      positions,
      totalPositions: positions.length,
      totalProfitLoss: positions.reduce((acc, p) => acc.plus(p.realizedProfitLoss), D(0)).toNumber(),
    }));
}
