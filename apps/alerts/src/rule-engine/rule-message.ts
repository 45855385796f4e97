import type { RuleKind } from '@app/contracts';
import type { Direction } from './watched-rule.js';

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹ with Indian digit grouping and two decimals, the sign after the symbol: ₹1,00,000.00, ₹-5,000.00. */
export function rupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/** The words each kind puts before the level. */
function crossing(kind: RuleKind, direction: Direction): string {
  if (kind === 'week52_high_break') return 'broke its 52-week high of';
  if (kind === 'week52_low_break') return 'broke its 52-week low of';
  return direction === 'up' ? 'crossed above' : 'crossed below';
}

/**
 * The sentence every channel shows: "INFY crossed above ₹1,600.00 (now ₹1,604.50)",
 * "Day P&L reached ₹-5,000.00 (now ₹-5,120.00)"; the user's note follows, when there is one.
 */
export function fireMessage(
  fire: { kind: RuleKind; symbol: string | null; direction: Direction; level: number; observed: number },
  note: string | null = null,
): string {
  const head =
    fire.kind === 'portfolio_day_pnl'
      ? `Day P&L reached ${rupees(fire.level)}`
      : `${fire.symbol ?? 'Instrument'} ${crossing(fire.kind, fire.direction)} ${rupees(fire.level)}`;
  const sentence = `${head} (now ${rupees(fire.observed)})`;
  return note ? `${sentence}: ${note}` : sentence;
}
