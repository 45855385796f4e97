import type { CorporateActionKind } from '@app/contracts/ledger/corporate-actions';

/** The hand-entry form as typed: a split as face value from/to, a bonus as a:b, a dividend per share. */
export interface EntryDraft {
  isin: string;
  kind: CorporateActionKind;
  ex_date: string;
  record_date: string;
  /** Split: old face value; bonus: new shares (a of a:b). */
  first: string;
  /** Split: new face value; bonus: shares held (b of a:b). */
  second: string;
  per_share: string;
  purpose: string;
}

export interface EntryBody {
  isin: string;
  kind: CorporateActionKind;
  ex_date: string;
  record_date?: string;
  ratio_numerator?: number;
  ratio_denominator?: number;
  per_share?: number;
  purpose?: string;
}

export const EMPTY_ENTRY: EntryDraft = {
  isin: '',
  kind: 'split',
  ex_date: '',
  record_date: '',
  first: '',
  second: '',
  per_share: '',
  purpose: '',
};

const ISIN = /^IN[A-Z0-9]{9}[0-9]$/;
const WHOLE = /^[1-9]\d{0,5}$/;
const MONEY = /^\d{1,7}(\.\d{1,4})?$/;

function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The factor holdings scale by, as numerator/denominator in lowest terms: a split from face value 10 to
 * 5 is 2/1; a bonus a:b (a new for every b held) is (a+b)/b, so 1:1 is 2/1 and 3:1 is 4/1.
 */
export function factorOf(
  kind: 'split' | 'bonus',
  first: number,
  second: number,
): { numerator: number; denominator: number } {
  const [n, d] = kind === 'split' ? [first, second] : [first + second, second];
  const g = gcd(n, d);
  return { numerator: n / g, denominator: d / g };
}

/** Every field's problem (none when the draft can be sent), and the body to send. */
export function checkEntry(draft: EntryDraft): { errors: Record<string, string>; body: EntryBody | null } {
  const errors: Record<string, string> = {};
  const isin = draft.isin.trim().toUpperCase();
  if (!ISIN.test(isin)) errors.isin = 'An Indian ISIN: IN, 9 letters or digits, a check digit (12 characters)';
  if (!isDay(draft.ex_date)) errors.ex_date = 'Choose the ex-date';
  if (draft.record_date && !isDay(draft.record_date)) errors.record_date = 'A date, or leave it empty';
  else if (draft.record_date && isDay(draft.ex_date) && draft.record_date < draft.ex_date)
    errors.record_date = 'The record date cannot be before the ex-date';
  const body: EntryBody = { isin, kind: draft.kind, ex_date: draft.ex_date };
  if (draft.record_date) body.record_date = draft.record_date;
  if (draft.purpose.trim()) body.purpose = draft.purpose.trim();
  if (draft.kind === 'dividend') {
    if (!MONEY.test(draft.per_share.trim()) || Number(draft.per_share) <= 0)
      errors.per_share = 'Rupees per share, above 0 (up to 4 decimals)';
    else body.per_share = Number(draft.per_share);
  } else {
    const [a, b] = [draft.first.trim(), draft.second.trim()];
    const words = draft.kind === 'split' ? ['Old face value', 'New face value'] : ['New shares', 'Shares held'];
    if (!WHOLE.test(a)) errors.first = `${words[0]}: a whole number above 0`;
    if (!WHOLE.test(b)) errors.second = `${words[1]}: a whole number above 0`;
    if (!errors.first && !errors.second) {
      if (draft.kind === 'split' && Number(a) <= Number(b)) errors.second = 'A split lowers the face value';
      else {
        const f = factorOf(draft.kind, Number(a), Number(b));
        body.ratio_numerator = f.numerator;
        body.ratio_denominator = f.denominator;
      }
    }
  }
  return { errors, body: Object.keys(errors).length === 0 ? body : null };
}
