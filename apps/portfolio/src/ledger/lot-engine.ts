import { Decimal } from 'decimal.js';
import { applyLotAction } from './corporate-action-rules.js';
import { chargesShare, netDay } from './day-netting.js';
import { coverShortFifo, sellFifo } from './fifo.js';
import type { StoredOpening, StoredTrade } from './ledger-rows.js';
import { lotKeyOf, type LotKey } from './lot-key.js';
import type { LotAction, WorkingLot } from './lot-types.js';
import { latestStatements, reconcileWithStatement } from './opening-rules.js';

/** One key's history: its lots in buy order, and the symbol it last traded under. */
export interface KeyHistory extends LotKey {
  symbol: string;
  exchange: string;
  lots: WorkingLot[];
  /** Every lot before this index is closed: where the next sale starts looking. */
  firstOpen: number;
}

export interface LedgerInput {
  trades: readonly StoredTrade[];
  openings: readonly StoredOpening[];
  /** Splits and bonuses in effect: those whose ex-date has come. */
  actions: readonly LotAction[];
}

/** Groups rows by a key, keeping their order (push, not spread: a key may hold 100,000 trades). */
function groupBy<T>(rows: readonly T[], keyOf: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Futures, options and commodity contracts: keyed per contract (lot-key.ts), and can be sold short. */
const derivative = (h: KeyHistory): boolean => h.key.startsWith('FO:') || h.key.startsWith('COM:');

// Lots are written out field by field in one order, not spread from a shared base: spreading gave every
// lot a slow object shape, and building them was most of a 50,000-trade ledger's time.
function dayLots(history: KeyHistory, date: string, trades: readonly StoredTrade[]): void {
  const day = netDay(date, trades);
  const { buy, sell, intraday } = day;
  if (buy && sell && intraday.gt(0)) {
    history.lots.push({
      key: history.key,
      isin: history.isin,
      keyedBySymbol: history.keyedBySymbol,
      id: `${buy.first.id}:intraday`,
      symbol: buy.first.symbol,
      exchange: buy.first.exchange,
      buyDate: date,
      quantity: intraday,
      open: new Decimal(0),
      costPerShare: buy.average,
      adjustedCostPerShare: buy.average,
      charges: chargesShare(buy, intraday),
      source: buy.first.source,
      unknownBasis: false,
      disposals: [
        {
          sellDate: date,
          quantity: intraday,
          price: sell.average,
          cost: buy.average,
          intraday: true,
          tradeId: sell.first.trade_id,
        },
      ],
    });
  }
  if (sell && sell.quantity.gt(intraday)) {
    const sold = sellFifo(
      history.lots,
      sell.quantity.minus(intraday),
      sell.average,
      date,
      sell.first.trade_id,
      history.firstOpen,
    );
    history.firstOpen = sold.firstOpen;
    const unmatched = sold.unmatched;
    if (unmatched.gt(0) && derivative(history))
      // Futures and commodities are sold short as a matter of course: the sell opens a position.
      history.lots.push({
        key: history.key,
        isin: history.isin,
        keyedBySymbol: history.keyedBySymbol,
        id: `${sell.first.id}:short`,
        symbol: sell.first.symbol,
        exchange: sell.first.exchange,
        buyDate: date,
        quantity: unmatched,
        open: unmatched,
        costPerShare: sell.average,
        adjustedCostPerShare: sell.average,
        charges: chargesShare(sell, unmatched),
        source: sell.first.source,
        unknownBasis: false,
        disposals: [],
        short: true,
      });
    else if (unmatched.gt(0))
      history.lots.push({
        key: history.key,
        isin: history.isin,
        keyedBySymbol: history.keyedBySymbol,
        id: `${sell.first.id}:opening-sell`,
        symbol: sell.first.symbol,
        exchange: sell.first.exchange,
        buyDate: date,
        quantity: unmatched,
        open: new Decimal(0),
        costPerShare: new Decimal(0),
        adjustedCostPerShare: new Decimal(0),
        charges: null,
        source: sell.first.source,
        unknownBasis: true,
        disposals: [
          {
            sellDate: date,
            quantity: unmatched,
            price: sell.average,
            cost: new Decimal(0),
            intraday: false,
            tradeId: sell.first.trade_id,
          },
        ],
      });
  }
  if (buy && buy.quantity.gt(intraday)) {
    const bought = buy.quantity.minus(intraday);
    const delivery = derivative(history)
      ? coverShortFifo(history.lots, bought, buy.average, date, buy.first.trade_id)
      : bought;
    if (delivery.isZero()) return;
    history.lots.push({
      key: history.key,
      isin: history.isin,
      keyedBySymbol: history.keyedBySymbol,
      id: buy.first.id,
      symbol: buy.first.symbol,
      exchange: buy.first.exchange,
      buyDate: date,
      quantity: delivery,
      open: delivery,
      costPerShare: buy.average,
      adjustedCostPerShare: buy.average,
      charges: chargesShare(buy, delivery),
      source: buy.first.source,
      unknownBasis: false,
      disposals: [],
    });
  }
}

/**
 * Builds every key's lots from the trades, the latest holdings statement per key and the actions in
 * effect, walking each key's days in order. On a day: actions whose ex-date it is first (they touch only
 * lots bought before), then the day's trades netted (intraday) and the rest sold first in, first out,
 * then a holdings statement dated that day reconciles the open lots (see opening-rules.ts).
 */
export function buildLedger(input: LedgerInput): Map<string, KeyHistory> {
  const histories = new Map<string, KeyHistory>();
  const touch = (k: LotKey, symbol: string, exchange: string): KeyHistory => {
    const h = histories.get(k.key) ?? { ...k, symbol, exchange, lots: [], firstOpen: 0 };
    h.symbol = symbol;
    h.exchange = exchange;
    histories.set(k.key, h);
    return h;
  };
  for (const t of input.trades) touch(lotKeyOf(t), t.symbol, t.exchange);
  const tradesByKey = groupBy(input.trades, (t) => lotKeyOf(t).key);
  const statements = latestStatements(input.openings);
  for (const [key, s] of statements) if (!histories.has(key)) touch(s.key, s.symbol, s.exchange);

  for (const history of histories.values()) {
    const days = groupBy(tradesByKey.get(history.key) ?? [], (t) => t.trade_date);
    const actions = groupBy(
      input.actions.filter((a) => a.isin === history.isin),
      (a) => a.exDate,
    );
    const statement = statements.get(history.key);
    const dates = [...new Set([...days.keys(), ...actions.keys(), ...(statement ? [statement.asOf] : [])])].sort();
    for (const date of dates) {
      for (const a of actions.get(date) ?? []) applyLotAction(history.lots, a);
      const trades = days.get(date);
      if (trades) dayLots(history, date, trades);
      if (statement?.asOf === date) {
        history.lots = reconcileWithStatement(history.lots, statement);
        history.firstOpen = 0;
      }
    }
  }
  return histories;
}

/** The open quantity of a history. */
export function openQuantity(h: KeyHistory): Decimal {
  return h.lots.reduce((sum, l) => sum.plus(l.open), new Decimal(0));
}
