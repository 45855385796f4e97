import type { RuleDto } from '@app/contracts/alerts/rule-dto';
import {
  MAX_HIGH_MONTHS,
  MIN_HIGH_MONTHS,
  PORTFOLIO_RULE_KINDS,
  VALUELESS_RULE_KINDS,
  type AlertChannel,
  type AlertRule,
  type RuleKind,
} from '@app/contracts/alerts/rule-types';
import { IST_OFFSET_MINUTES } from '../../shared/format/dates';

/** The instrument a rule watches, as the editor holds it. */
export interface RuleInstrument {
  instrument_token: number;
  tradingsymbol: string;
  exchange: string;
  name?: string;
}

/** The editor's form: text as typed, turned into the request body on save. */
export interface RuleDraft {
  kind: RuleKind;
  instrument: RuleInstrument | null;
  value: string;
  months: string;
  recurring: boolean;
  /** `YYYY-MM-DDTHH:mm` of a datetime-local input, read as IST; empty for no expiry. */
  expiresAt: string;
  channels: AlertChannel[];
  note: string;
}

/** The fields of POST/PUT /api/alerts/rules, errors keyed by the same names the API's 400 uses. */
export type RuleBody = Pick<
  RuleDto,
  'kind' | 'instrument_token' | 'value' | 'months' | 'recurring' | 'expires_at' | 'channels' | 'note'
>;
export type RuleFieldErrors = Partial<Record<keyof RuleBody, string>>;

const MINUTE_MS = 60_000;
const IST_SUFFIX = '+05:30';

/** The IST wall clock of an instant as a datetime-local value. */
export function istLocalInput(iso: string | null): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 16);
}

export const needsInstrument = (kind: RuleKind) => !PORTFOLIO_RULE_KINDS.includes(kind);
export const needsValue = (kind: RuleKind) => !VALUELESS_RULE_KINDS.includes(kind);
export const needsMonths = (kind: RuleKind) => kind === 'change_pct_from_high';

/** A new rule starts as a price alert on the user's default channels; an edit starts from the rule. */
export function draftOf(rule: AlertRule | null, defaults: AlertChannel[]): RuleDraft {
  if (!rule)
    return {
      kind: 'price_above',
      instrument: null,
      value: '',
      months: '6',
      recurring: false,
      expiresAt: '',
      channels: defaults.length ? [...defaults] : ['in_app'],
      note: '',
    };
  return {
    kind: rule.kind,
    instrument:
      rule.instrument_token !== null
        ? {
            instrument_token: rule.instrument_token,
            tradingsymbol: rule.tradingsymbol ?? '',
            exchange: rule.exchange ?? '',
          }
        : null,
    // The editor asks for the fall below the N-month high; the API holds it signed (-10).
    value: rule.value === null ? '' : String(rule.kind === 'change_pct_from_high' ? Math.abs(rule.value) : rule.value),
    months: rule.months === null ? '6' : String(rule.months),
    recurring: rule.recurring,
    expiresAt: istLocalInput(rule.expires_at),
    channels: [...rule.channels],
    note: rule.note ?? '',
  };
}

const NUMBER = /^-?\d+(\.\d{1,4})?$/;

/** The request body of a draft, or the errors to show under its fields. */
export function ruleBodyOf(
  draft: RuleDraft,
  now: Date = new Date(),
): { ok: true; body: RuleBody } | { ok: false; errors: RuleFieldErrors } {
  const errors: RuleFieldErrors = {};
  const body: RuleBody = { kind: draft.kind, recurring: draft.recurring, channels: [...draft.channels] };
  if (needsInstrument(draft.kind)) {
    if (draft.instrument) body.instrument_token = draft.instrument.instrument_token;
    else errors.instrument_token = 'Choose an instrument from the search';
  }
  if (needsValue(draft.kind)) {
    const text = draft.value.trim().replace(/,/g, '');
    if (!NUMBER.test(text)) errors.value = 'Enter a number with at most 4 decimals';
    else if (draft.kind.startsWith('price_') && Number(text) <= 0) errors.value = 'Enter a price above zero';
    else body.value = draft.kind === 'change_pct_from_high' ? -Math.abs(Number(text)) : Number(text);
  }
  if (needsMonths(draft.kind)) {
    const months = Number(draft.months);
    if (!Number.isInteger(months) || months < MIN_HIGH_MONTHS || months > MAX_HIGH_MONTHS)
      errors.months = `Months must be a whole number from ${MIN_HIGH_MONTHS} to ${MAX_HIGH_MONTHS}`;
    else body.months = months;
  }
  if (draft.expiresAt) {
    const expires = `${draft.expiresAt.length === 16 ? `${draft.expiresAt}:00` : draft.expiresAt}${IST_SUFFIX}`;
    const at = Date.parse(expires);
    if (Number.isNaN(at)) errors.expires_at = 'Enter a date and time';
    else if (at <= now.getTime()) errors.expires_at = 'The expiry must be in the future';
    else body.expires_at = expires;
  } else body.expires_at = null;
  if (!draft.channels.length) errors.channels = 'Choose at least one channel';
  const note = draft.note.trim();
  body.note = note ? note : null;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
