/** The normal NSE session, 09:15-15:30, in seconds: the trading time over which annual volatility is spread. */
export const SESSION_SECONDS = 22_500;
export const TRADING_DAYS_PER_YEAR = 252;
/** One trading year in session seconds: the unit of Δt, so σ stays an ordinary annualised volatility. */
export const TRADING_YEAR_SECONDS = TRADING_DAYS_PER_YEAR * SESSION_SECONDS;

/**
 * One exact step of driftless geometric Brownian motion, the usual model of a stock price path:
 * S' = S·exp(-σ²Δt/2 + σ√Δt·z), with Δt in trading years. Log-normal, so never negative.
 */
export function nextPrice(price: number, sigmaAnnual: number, dtSeconds: number, z: number): number {
  const dt = dtSeconds / TRADING_YEAR_SECONDS;
  return price * Math.exp(-0.5 * sigmaAnnual * sigmaAnnual * dt + sigmaAnnual * Math.sqrt(dt) * z);
}

/** Digits after the decimal point of a tick size: 0.05 -> 2, 0.1 -> 1, 1 -> 0, 0.0025 -> 4. */
export function tickDecimals(tick: number): number {
  const text = String(tick);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0].split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/** Rounds to a number of decimals, dropping binary noise such as 0.30000000000000004. */
export function roundToDecimals(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * The nearest multiple of the tick, as the decimal a person would write (3 × 0.1 gives 0.3, not
 * 0.30000000000000004), and never below one tick.
 */
export function roundToTick(price: number, tick: number): number {
  if (!(tick > 0)) throw new Error(`tick size must be positive, got ${tick}`);
  const steps = Math.max(1, Math.round(price / tick));
  return roundToDecimals(steps * tick, tickDecimals(tick));
}
