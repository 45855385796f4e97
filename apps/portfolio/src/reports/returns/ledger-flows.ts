import { Decimal } from 'decimal.js';
import type { DividendEntry } from '@app/contracts';
import type { KeyHistory } from '../../ledger/lot-engine.js';
import type { LotAction, WorkingLot } from '../../ledger/lot-types.js';
import type { DatedFlow } from './xirr.js';

export interface CashFlow extends DatedFlow {
  kind: 'buy' | 'sale' | 'dividend';
}

/**
 * A change in what a key holds: shares in today's units (every split and bonus since applied, as Kite's
 * back-adjusted closes count them), and the cost of the shares open.
 */
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

/** What one share of a day is in today's shares: the product of every split and bonus after it. */
function adjustment(actions: readonly LotAction[], date: string): number {
  let f = 1;
  for (const a of actions) if (a.exDate > date) f = (f * a.numerator) / a.denominator;
  return f;
}

function lotMoves(lot: WorkingLot, actions: readonly LotAction[], cost: Decimal): HoldingMove[] {
  const sales = lot.disposals.map((d) => ({
    date: d.sellDate,
    quantity: -d.quantity.toNumber() * adjustment(actions, d.sellDate),
    cost: -d.cost.times(d.quantity).toNumber(),
  }));
  // A bonus lot's shares are already counted: its parent's shares, in today's units, include them.
  if (lot.source === 'bonus') return sales;
  // The lot's quantity is in the units of the last split it lived through; back to the buy day's, then forward.
  let applied = new Decimal(1);
  for (const a of actions)
    if (a.kind === 'split' && splitApplies(lot, a)) applied = applied.times(a.numerator).div(a.denominator);
  const bought = lot.quantity.div(applied).toNumber() * adjustment(actions, lot.buyDate);
  return [{ date: lot.buyDate, quantity: bought, cost: cost.toNumber() }, ...sales];
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
    const own = actions.filter((a) => a.isin === h.isin);
    const flows: CashFlow[] = [];
    const moves: HoldingMove[] = [];
    for (const lot of h.lots) {
      if (lot.unknownBasis) {
        unknownBasisLots++;
        continue;
      }
      const cost = lot.costPerShare.times(lot.quantity);
      flows.push(...lotFlows(lot, cost));
      moves.push(...lotMoves(lot, own, cost));
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
    });
  }
  return { keys, derivatives, unknownBasisLots };
}
