import { Decimal } from 'decimal.js';
import type { DividendEntry, DividendsReply, LedgerHolding } from '@app/contracts';
import { buildLedger, openQuantity, type LedgerInput } from './lot-engine.js';
import { rupees } from './ledger-views.js';

/**
 * The shares of an ISIN that earn a dividend with this ex-date: those held at the end of the day before
 * it. With T+1 settlement the record date is the ex-date, so this is the settled holding on the record
 * date; a buy on the ex-date does not earn it and a sale on the ex-date does not lose it. Splits and
 * bonuses with an earlier ex-date are in effect; an action on the same day is not.
 */
export function entitledQuantity(input: LedgerInput, isin: string, exDate: string): Decimal {
  const before = buildLedger({
    trades: input.trades.filter((t) => t.trade_date < exDate),
    openings: input.openings.filter((o) => o.as_of < exDate),
    actions: input.actions.filter((a) => a.exDate < exDate),
  });
  const h = before.get(isin);
  return h ? openQuantity(h) : new Decimal(0);
}

/** A day one year before (the same date, 29 February falling back to the 28th). */
export function yearBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  if (d.getUTCDate() !== Number(day.slice(8, 10))) d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/**
 * The dividends view: received and upcoming entries, and per holding the last twelve months' received
 * dividends (ex-date after the day a year ago, up to today) over the invested cost, in percent to two places.
 */
export function dividendsReply(
  entries: DividendEntry[],
  holdings: readonly LedgerHolding[],
  today: string,
): DividendsReply {
  const since = yearBefore(today);
  const received = entries.filter((e) => e.status === 'received');
  const total = received.reduce((s, e) => s.plus(e.amount), new Decimal(0));
  const yieldOnCost = holdings
    .filter((h) => h.isin)
    .map((h) => {
      const last12 = received
        .filter((e) => e.isin === h.isin && e.ex_date > since && e.ex_date <= today)
        .reduce((s, e) => s.plus(e.amount), new Decimal(0));
      const invested = new Decimal(h.invested);
      return {
        isin: h.isin,
        symbol: h.symbol,
        received_12m: rupees(last12),
        invested: rupees(invested),
        yield_percent: invested.isZero() ? null : last12.div(invested).times(100).toFixed(2),
      };
    });
  const sorted = [...entries].sort((a, b) => b.ex_date.localeCompare(a.ex_date) || a.symbol.localeCompare(b.symbol));
  return { dividends: sorted, yield_on_cost: yieldOnCost, total_received: rupees(total) };
}
