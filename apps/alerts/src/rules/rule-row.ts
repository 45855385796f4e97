import type { AlertChannel, AlertRule, RuleKind } from '@app/contracts';
import { ruleStatus, type RuleState } from './rule-status.js';

/** A row of alerts.rules as Postgres answers it (bigint and numeric arrive as strings). */
export interface RuleRow {
  id: string;
  user_id: string;
  instrument_token: string | null;
  tradingsymbol: string | null;
  exchange: string | null;
  kind: RuleKind;
  value: string | null;
  months: number | null;
  recurring: boolean;
  expires_at: Date | null;
  channels: AlertChannel[];
  note: string | null;
  state: RuleState;
  level: string | null;
  last_fired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A rule as its owner reads it; its status counts expiry at `now`. */
export function toAlertRule(r: RuleRow, now: Date): AlertRule {
  return {
    id: r.id,
    instrument_token: numberOrNull(r.instrument_token),
    tradingsymbol: r.tradingsymbol,
    exchange: r.exchange,
    kind: r.kind,
    value: numberOrNull(r.value),
    months: r.months,
    recurring: r.recurring,
    expires_at: isoOrNull(r.expires_at),
    channels: r.channels,
    note: r.note,
    status: ruleStatus(r.state, r.expires_at, now),
    level: numberOrNull(r.level),
    last_fired_at: isoOrNull(r.last_fired_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
