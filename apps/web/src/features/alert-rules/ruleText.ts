import type { AlertRule, RuleKind } from '@app/contracts/alerts/rule-types';
import { formatAmount, formatPrice } from '../../shared/format/numbers';

/** What a rule watches, as its editor's condition select groups it. */
export const RULE_KIND_GROUPS: ReadonlyArray<{ label: string; kinds: readonly RuleKind[] }> = [
  { label: 'Price', kinds: ['price_above', 'price_below'] },
  { label: '% change', kinds: ['change_pct_from_close', 'change_pct_from_avg_cost', 'change_pct_from_high'] },
  { label: 'P&L', kinds: ['position_pnl', 'position_pnl_pct', 'portfolio_day_pnl'] },
  { label: '52-week', kinds: ['week52_high_break', 'week52_low_break'] },
];

export const RULE_KIND_LABELS: Record<RuleKind, string> = {
  price_above: 'Price crosses above',
  price_below: 'Price crosses below',
  change_pct_from_close: '% change from previous close',
  change_pct_from_avg_cost: '% change from average cost',
  change_pct_from_high: '% down from N-month high',
  position_pnl: 'Position P&L (₹)',
  position_pnl_pct: 'Position P&L (%)',
  portfolio_day_pnl: "Portfolio's day P&L (₹)",
  week52_high_break: 'Breaks 52-week high',
  week52_low_break: 'Breaks 52-week low',
};

/** The unit a kind's value is in: rupees, percent, or none (the 52-week kinds). */
export function unitOf(kind: RuleKind): '₹' | '%' | null {
  if (kind === 'week52_high_break' || kind === 'week52_low_break') return null;
  return kind.startsWith('change_pct') || kind === 'position_pnl_pct' ? '%' : '₹';
}

const percentFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = (v: number) => `${percentFormat.format(v)} %`;
// P&L targets are whole rupees in the list unless the user typed paise.
const rupees = (v: number) => formatAmount(v, Number.isInteger(v) ? 0 : 2);
const upOrDown = (v: number) => (v < 0 ? 'Down' : 'Up');
const reachesOrFalls = (v: number) => (v < 0 ? 'falls to' : 'reaches');

type RuleCondition = Pick<AlertRule, 'kind' | 'value' | 'months'>;

/** A rule's condition in words: "Price crosses above ₹1,600.00", "Down 10 % from 6-month high". */
export function conditionText({ kind, value, months }: RuleCondition): string {
  const v = value ?? 0;
  switch (kind) {
    case 'price_above':
      return `Price crosses above ${formatPrice(v)}`;
    case 'price_below':
      return `Price crosses below ${formatPrice(v)}`;
    case 'change_pct_from_close':
      return `${upOrDown(v)} ${percent(Math.abs(v))} from previous close`;
    case 'change_pct_from_avg_cost':
      return `${upOrDown(v)} ${percent(Math.abs(v))} from average cost`;
    case 'change_pct_from_high':
      // Signed like the other moves: -10 is 10 % below the high (the editor asks for the fall).
      return `${upOrDown(v)} ${percent(Math.abs(v))} from ${months ?? 12}-month high`;
    case 'position_pnl':
      return `Position P&L ${reachesOrFalls(v)} ${rupees(v)}`;
    case 'position_pnl_pct':
      return `Position P&L ${reachesOrFalls(v)} ${percent(v)}`;
    case 'portfolio_day_pnl':
      return `Day P&L ${reachesOrFalls(v)} ${rupees(v)}`;
    case 'week52_high_break':
      return 'Breaks 52-week high';
    case 'week52_low_break':
      return 'Breaks 52-week low';
  }
}

/** The level a rule watches, in its own terms: a price, or the day P&L for the portfolio rule. */
export function levelText(rule: Pick<AlertRule, 'kind' | 'level'>): string | null {
  if (rule.level === null) return null;
  return rule.kind === 'portfolio_day_pnl' ? rupees(rule.level) : formatPrice(rule.level);
}
