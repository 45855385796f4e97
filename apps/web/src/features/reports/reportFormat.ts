// Ratios arrive as fraction strings ("0.373363"); they are shown as percentages without ever passing
// through a binary float, like the rupee amounts beside them.
import type { XirrFigure } from '@app/contracts/reports/types';
import { formatDecimal, fromMicros, signOf, toMicros } from '../../shared/format/decimal';
import { DASH, type Tone } from '../../shared/format/numbers';

/** A fraction as a percentage with two places: "0.373363" -> "37.34%"; signed adds "+" to gains. */
export function formatRatio(fraction: string | null | undefined, options: { signed?: boolean } = {}): string {
  const micros = toMicros(fraction);
  if (micros === null) return DASH;
  const text = formatDecimal(fromMicros(micros * 100n, 4), 2);
  return `${options.signed && signOf(text) > 0 ? '+' : ''}${text}%`;
}

/** The tone of a decimal string's sign: gains green, losses red. */
export function toneOfDecimal(value: string | null | undefined): Tone {
  return ({ 1: 'positive', 0: 'neutral', [-1]: 'negative' } as const)[signOf(value)];
}

export const NOT_MEANINGFUL = 'Not meaningful';

/** What an XIRR cell reads: the rate, "Not meaningful" (its reason is the tooltip), or a dash. */
export function xirrText(figure: XirrFigure): string {
  if (figure.status === 'not-meaningful') return NOT_MEANINGFUL;
  if (figure.status === 'no-flows' || figure.xirr === null) return DASH;
  return formatRatio(figure.xirr, { signed: true });
}

/** Why an XIRR is missing, for its tooltip; undefined when it is a number. */
export function xirrReason(figure: XirrFigure): string | undefined {
  if (figure.status === 'ok') return undefined;
  if (figure.reason) return figure.reason;
  return figure.status === 'no-flows' ? 'No money went in or out in this period.' : undefined;
}

/** `used` of `limit` as a 0..1 share for a progress bar (display only; amounts stay exact). */
export function shareOf(used: string, limit: string): number {
  const u = toMicros(used);
  const l = toMicros(limit);
  if (u === null || l === null || l <= 0n || u <= 0n) return 0;
  if (u >= l) return 1;
  return Number((u * 10_000n) / l) / 10_000;
}
