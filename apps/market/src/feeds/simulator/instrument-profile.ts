import type { Instrument } from '@app/contracts';
import { SESSION_SECONDS } from './gbm.js';
import { hashSeed } from './prng.js';

/** Kite's dump gives indices tick 0; the simulator quotes them in steps of 0.05. */
export const INDEX_TICK = 0.05;

/** Annualised σ of the indices, as they move in calm regimes: NIFTY 12-18 %, BANKNIFTY higher, VIX far higher. */
const INDEX_SIGMA: Record<string, number> = {
  'NIFTY 50': 0.14,
  SENSEX: 0.13,
  'NIFTY BANK': 0.17,
  'NIFTY IT': 0.2,
  'NIFTY PHARMA': 0.16,
  'NIFTY AUTO': 0.18,
  'NIFTY MIDCAP 50': 0.19,
  'NIFTY SMLCAP 50': 0.23,
  'NIFTY FIN SERVICE': 0.16,
  'NIFTY MID SELECT': 0.19,
  'INDIA VIX': 0.9,
};

/** Futures by underlying (the dump's name column); energy on MCX swings far more than bullion or indices. */
const FUTURE_SIGMA: Record<string, number> = {
  NIFTY: 0.14,
  BANKNIFTY: 0.17,
  FINNIFTY: 0.16,
  MIDCPNIFTY: 0.19,
  GOLD: 0.16,
  SILVER: 0.26,
  CRUDEOIL: 0.42,
  NATURALGAS: 0.55,
};

/** Rupee value traded per session (₹500 crore for a cash stock, ₹2,000 crore for a derivative): sets volume. */
const DAILY_VALUE = { cash: 5e9, derivative: 2e10 };

/** The tick the simulator rounds to: the dump's, or INDEX_TICK where the dump has none. */
export function simulationTick(instrument: Instrument): number {
  return instrument.tick_size > 0 ? instrument.tick_size : INDEX_TICK;
}

/**
 * The random stream an instrument walks on. A company's NSE and BSE listings share one, so the two
 * quotes move together as they do on the exchanges; everything else walks alone.
 */
export function walkKey(instrument: Instrument): string {
  const cash = instrument.instrument_type === 'EQ' && instrument.segment !== 'INDICES';
  return cash ? `EQ:${instrument.tradingsymbol}` : `TOKEN:${instrument.instrument_token}`;
}

/** Annualised volatility, the same on every run for the same instrument. */
export function volatilityOf(instrument: Instrument): number {
  if (instrument.segment === 'INDICES') return INDEX_SIGMA[instrument.tradingsymbol] ?? 0.16;
  if (instrument.instrument_type === 'FUT') return FUTURE_SIGMA[instrument.name] ?? 0.3;
  if (instrument.instrument_type === 'CE' || instrument.instrument_type === 'PE') return 0.9;
  // Large caps 20-30 %, spread by symbol so stocks do not all move alike; penny-priced shares swing more.
  const spread = hashSeed(0x5eed, instrument.tradingsymbol) / 2 ** 32;
  const sigma = 0.2 + 0.1 * spread;
  return instrument.last_price > 0 && instrument.last_price < 100 ? sigma + 0.15 : sigma;
}

/**
 * Units traded in one step of dtSeconds at a price, given a uniform u in [0, 1): the daily value spread
 * over the session, jittered ±50 %, in whole lots. Indices have no volume.
 */
export function volumeStep(instrument: Instrument, price: number, dtSeconds: number, u: number): number {
  if (instrument.segment === 'INDICES' || !(price > 0)) return 0;
  const daily = instrument.instrument_type === 'EQ' ? DAILY_VALUE.cash : DAILY_VALUE.derivative;
  const units = ((daily / SESSION_SECONDS) * dtSeconds * (0.5 + u)) / price;
  const lot = Math.max(1, instrument.lot_size);
  return Math.round(units / lot) * lot;
}
