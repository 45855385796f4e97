import type { RuleFire } from '@app/contracts';

/** A row of alerts.rule_fires as the driver answers it (bigint and numeric as strings). */
export interface FireRow {
  id: string;
  rule_id: string | null;
  kind: RuleFire['kind'];
  instrument_token: string | number | null;
  tradingsymbol: string | null;
  level: string | number | null;
  observed: string | number | null;
  message: string;
  fired_at: Date | string;
}

const numberOrNull = (v: string | number | null): number | null => (v === null ? null : Number(v));
export const isoOrNull = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();

export function toRuleFire(r: FireRow): RuleFire {
  return {
    id: r.id,
    rule_id: r.rule_id,
    kind: r.kind,
    instrument_token: numberOrNull(r.instrument_token),
    tradingsymbol: r.tradingsymbol,
    level: numberOrNull(r.level),
    observed: numberOrNull(r.observed),
    message: r.message,
    fired_at: isoOrNull(r.fired_at)!,
  };
}
