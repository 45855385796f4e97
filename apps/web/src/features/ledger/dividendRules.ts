import type { DividendEntry, DividendsReply } from '@app/contracts/ledger/types';
import { formatDecimal, sumDecimals, toMicros } from '../../shared/format/decimal';

/** Received dividends newest first; upcoming ones (announced, not yet paid) soonest first. */
export function splitDividends(entries: readonly DividendEntry[]): {
  received: DividendEntry[];
  upcoming: DividendEntry[];
} {
  return {
    received: entries.filter((d) => d.status === 'received').sort((a, b) => b.ex_date.localeCompare(a.ex_date)),
    upcoming: entries.filter((d) => d.status === 'upcoming').sort((a, b) => a.ex_date.localeCompare(b.ex_date)),
  };
}

export interface Bar {
  key: string;
  label: string;
  total: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The last `count` months up to `today` (yyyy-mm-dd, IST), each with its dividends' exact total. */
export function byMonth(received: readonly DividendEntry[], today: string, count = 12): Bar[] {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    keys.unshift(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return keys.map((key) => ({
    key,
    label: `${MONTHS[Number(key.slice(5)) - 1]} ${key.slice(2, 4)}`,
    total: sumDecimals(received.filter((d) => d.ex_date.startsWith(key)).map((d) => d.amount)),
  }));
}

/** Each stock's received total, largest first, at most `limit` of them. */
export function byStock(received: readonly DividendEntry[], limit = 12): Bar[] {
  const groups = new Map<string, DividendEntry[]>();
  for (const d of received) groups.set(d.isin, [...(groups.get(d.isin) ?? []), d]);
  return [...groups]
    .map(([isin, list]) => ({ key: isin, label: list[0]!.symbol, total: sumDecimals(list.map((d) => d.amount)) }))
    .sort((a, b) => {
      const d = (toMicros(b.total) ?? 0n) - (toMicros(a.total) ?? 0n);
      return d > 0n ? 1 : d < 0n ? -1 : a.label.localeCompare(b.label);
    })
    .slice(0, limit);
}

/** Bar heights 0..1 relative to the largest (only for drawing; totals stay exact strings). */
export function barHeights(bars: readonly Bar[]): number[] {
  const values = bars.map((b) => Math.max(0, Number(b.total)));
  const top = Math.max(0, ...values);
  return values.map((v) => (top > 0 ? v / top : 0));
}

/** "3.42%", or a dash when the holding has no known cost. */
export function yieldText(y: DividendsReply['yield_on_cost'][number]): string {
  return y.yield_percent === null ? '—' : `${formatDecimal(y.yield_percent, 2)}%`;
}
