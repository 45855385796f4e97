import type { Decimal } from 'decimal.js';
import type { LedgerSource } from '@app/contracts';

/** One sale out of a lot, in the lot's units at the time of the sale. */
export interface WorkingDisposal {
  sellDate: string;
  quantity: Decimal;
  price: Decimal;
  /** The lot's tax-view cost per share when sold: a later split must not reprice a past sale. */
  cost: Decimal;
  intraday: boolean;
  tradeId: string | null;
}

/** A lot while the rules build it: decimals throughout, formatted only when answered. */
export interface WorkingLot {
  id: string;
  key: string;
  isin: string | null;
  symbol: string;
  exchange: string;
  buyDate: string;
  quantity: Decimal;
  open: Decimal;
  /** Tax view per share: a bonus lot at zero, a split divides it. */
  costPerShare: Decimal;
  /** Performance view per share: every split and bonus divides it (split-style). */
  adjustedCostPerShare: Decimal;
  charges: Decimal | null;
  source: LedgerSource;
  unknownBasis: boolean;
  /** Keyed by exchange and symbol because the trade had no ISIN. */
  keyedBySymbol: boolean;
  /**
   * A short futures position opened by a sell: `buyDate` is the day it was opened and `costPerShare` the
   * price it was sold at; each buy that closes it records a disposal at that price against the buy's.
   */
  short?: boolean;
  disposals: WorkingDisposal[];
}

/** A split or bonus as the lot rules need it: the factor is numerator / denominator. */
export interface LotAction {
  id: string;
  isin: string;
  kind: 'split' | 'bonus';
  exDate: string;
  numerator: number;
  denominator: number;
}
