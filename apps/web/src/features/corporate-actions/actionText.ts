import type { CorporateAction, CorporateActionKind } from '@app/contracts/ledger/corporate-actions';
import type { BadgeTone } from '../../shared/ui';
import { formatRupees } from '../../shared/format/decimal';

export const KIND_TEXT: Record<CorporateActionKind, { label: string; tone: BadgeTone }> = {
  split: { label: 'Split', tone: 'info' },
  bonus: { label: 'Bonus', tone: 'primary' },
  dividend: { label: 'Dividend', tone: 'success' },
};

/** "×2 (2/1)" for a split or bonus, "₹11.00 per share" for a dividend. */
export function effectText(
  a: Pick<CorporateAction, 'kind' | 'ratio_numerator' | 'ratio_denominator' | 'per_share'>,
): string {
  if (a.kind === 'dividend') return `${formatRupees(a.per_share)} per share`;
  if (!a.ratio_numerator || !a.ratio_denominator) return '—';
  const factor = a.ratio_numerator / a.ratio_denominator;
  const shown = Number.isInteger(factor) ? String(factor) : factor.toFixed(4).replace(/0+$/, '');
  return `×${shown} (${a.ratio_numerator}/${a.ratio_denominator})`;
}
