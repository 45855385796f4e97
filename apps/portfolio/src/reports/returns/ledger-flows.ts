import { Decimal } from 'decimal.js';
import type { DividendEntry } from '@app/contracts';
import type { KeyHistory } from '../../ledger/lot-engine.js';
import type { LotAction, WorkingLot } from '../../ledger/lot-types.js';
import type { DatedFlow } from './xirr.js';

export interface CashFlow extends DatedFlow {
  kind: 'buy' | 'sale' | 'dividend';
}

/** A change in what a key holds: shares in the units of that day, and the cost of the shares open. */
export interface HoldingMove {
  date: string;
  quantity: number;
  cost: number;
}

/** One equity key's money and shares over time, as returns read them. */
export interface KeyFlows {
  key: string;
  isin: string | null;
  symbol: string;
  exchange: string;
  flows: CashFlow[];
  moves: HoldingMove[];
  /** Splits in effect for the key, by ex-date: open shares multiply by the factor at the day's start. */
  splits: Array<{ date: string; factor: number }>;
}

export interface LedgerFlows {
  keys: KeyFlows[];
  /** Derivative keys left out (their margin, not their notional, is the money at stake). */
  derivatives: number;
  /** Lots of unknown cost left out (opening sells, statement shares no trade explains). */
  unknownBasisLots: number;
}

const isDerivative = (key: string) => key.startsWith('FO:') || key.startsWith('COM:');

/** Whether a split touched a lot: bought before the ex-date and still partly open on it (lot-engine's rule). */
function splitApplies(lot: WorkingLot, split: LotAction): boolean {
  const before = lot.buyDate < split.exDate || (lot.source === 'bonus' && lot.buyDate === split.exDate);
  return before && (lot.open.gt(0) || lot.disposals.some((d) => d.sellDate >= split.exDate));
}

function lotMoves(lot: WorkingLot, splits: readonly LotAction[], cost: Decimal): HoldingMove[] {
  // The lot's quantity is in today's units; the day it was bought it was fewer (or more) shares.
  let factor = new Decimal(1);
  for (const s of splits) if (splitApplies(lot, s)) factor = factor.times(s.numerator).div(s.denominator);
  return [
    { date: lot.buyDate, quantity: lot.quantity.div(factor).toNumber(), cost: cost.toNumber() },
    ...lot.disposals.map((d) => ({
      date: d.sellDate,
      quantity: -d.quantity.toNumber(),
      cost: -d.cost.times(d.quantity).toNumber(),
    })),
  ];
}

function lotFlows(lot: WorkingLot, cost: Decimal): CashFlow[] {
  const buy: CashFlow[] = lot.source === 'bonus' ? [] : [{ date: lot.buyDate, amount: cost.neg(), kind: 'buy' }];
  return buy.concat(lot.disposals.map((d) => ({ date: d.sellDate, amount: d.price.times(d.quantity), kind: 'sale' })));
}

const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);

/**
 * Each equity key's dated flows from its lots: a buy is the lot's quantity at its tax-view cost (bonus
 * lots carry none), each disposal its proceeds on the sell date, and each received dividend of the
 * ISIN on its ex-date. Derivatives and lots of unknown cost are left out and counted.
 */
export function ledgerFlows(
  histories: Iterable<KeyHistory>,
  dividends: readonly DividendEntry[],
  actions: readonly LotAction[],
): LedgerFlows {
  const keys: KeyFlows[] = [];
  let derivatives = 0;
  let unknownBasisLots = 0;
  const received = dividends.filter((d) => d.status === 'received');
  for (const h of histories) {
    if (isDerivative(h.key)) {
      derivatives++;
      continue;
    }
    const splits = actions.filter((a) => a.kind === 'split' && a.isin === h.isin);
    const flows: CashFlow[] = [];
    const moves: HoldingMove[] = [];
    for (const lot of h.lots) {
      if (lot.unknownBasis) {
        unknownBasisLots++;
        continue;
      }
      const cost = lot.costPerShare.times(lot.quantity);
      flows.push(...lotFlows(lot, cost));
      moves.push(...lotMoves(lot, splits, cost));
    }
    if (h.isin)
      for (const d of received)
        if (d.isin === h.isin) flows.push({ date: d.ex_date, amount: new Decimal(d.amount), kind: 'dividend' });
    if (flows.length === 0 && moves.length === 0) continue;
    keys.push({
      key: h.key,
      isin: h.isin,
      symbol: h.symbol,
      exchange: h.exchange,
      flows: flows.sort(byDate),
      moves: moves.sort(byDate),
      splits: splits.map((s) => ({ date: s.exDate, factor: s.numerator / s.denominator })).sort(byDate),
    });
  }
  return { keys, derivatives, unknownBasisLots };
}
