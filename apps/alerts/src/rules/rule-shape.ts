import {
  PORTFOLIO_RULE_KINDS,
  VALUELESS_RULE_KINDS,
  type AlertChannel,
  type FieldError,
  type RuleDto,
  type RuleKind,
} from '@app/contracts';

/** Kinds whose value is a price in rupees: a level of zero or below is never crossed. */
const PRICE_KINDS: readonly RuleKind[] = ['price_above', 'price_below'];
/** Kinds whose value is a percent move: 0 % is reached at once and means nothing. */
const PERCENT_MOVE_KINDS: readonly RuleKind[] = [
  'change_pct_from_close',
  'change_pct_from_avg_cost',
  'change_pct_from_high',
];

/** A rule as it is stored, before the instrument's symbol and the channels are filled in. */
export interface RuleShape {
  kind: RuleKind;
  instrument_token: number | null;
  value: number | null;
  months: number | null;
  recurring: boolean;
  expires_at: Date | null;
  /** The price level a price rule watches; other kinds get theirs from the rule engine. */
  level: number | null;
  note: string | null;
  /** The channels the user chose, or null to take their defaults. */
  channels: AlertChannel[] | null;
}

const problem = (field: string, error: string): FieldError => ({ field, errors: [error] });

/**
 * What a validated RuleDto still gets wrong for its kind (the DTO checks each field alone), and the
 * rule it stands for when nothing does. Fields a kind does not use are refused, not dropped, so a
 * client never believes a value it sent is watched.
 */
export function ruleShape(b: RuleDto, now: Date): { rule: RuleShape; problems: [] } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const portfolio = PORTFOLIO_RULE_KINDS.includes(b.kind);
  const valueless = VALUELESS_RULE_KINDS.includes(b.kind);
  if (portfolio && b.instrument_token !== undefined)
    problems.push(
      problem('instrument_token', `instrument_token must be left out for ${b.kind}: it watches the whole portfolio`),
    );
  if (valueless && b.value !== undefined)
    problems.push(problem('value', `value must be left out for ${b.kind}: the level is the 52-week extreme`));
  if (b.kind !== 'change_pct_from_high' && b.months !== undefined)
    problems.push(problem('months', 'months is only for change_pct_from_high'));
  if (PRICE_KINDS.includes(b.kind) && b.value !== undefined && b.value <= 0)
    problems.push(problem('value', 'value must be a price above 0'));
  if (PERCENT_MOVE_KINDS.includes(b.kind) && b.value === 0)
    problems.push(problem('value', 'value must not be 0: a 0 % move is reached at once'));
  if (b.channels?.length === 0)
    problems.push(problem('channels', 'channels must name at least one channel, or be left out for your defaults'));
  const expires = b.expires_at ? new Date(b.expires_at) : null;
  if (expires && expires.getTime() <= now.getTime())
    problems.push(problem('expires_at', 'expires_at must be in the future'));
  if (problems.length > 0) return { problems };
  const value = valueless ? null : (b.value ?? null);
  return {
    problems: [],
    rule: {
      kind: b.kind,
      instrument_token: portfolio ? null : (b.instrument_token ?? null),
      value,
      months: b.kind === 'change_pct_from_high' ? (b.months ?? null) : null,
      recurring: b.recurring ?? false,
      expires_at: expires,
      level: PRICE_KINDS.includes(b.kind) ? value : null,
      note: b.note ? b.note : null,
      channels: b.channels ?? null,
    },
  };
}
