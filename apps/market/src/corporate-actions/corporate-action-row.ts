import { Decimal } from 'decimal.js';
import type { CorporateAction, ImportProblem } from '@app/contracts';

/** A row of market.corporate_actions as Postgres answers it (dates as text, numeric as strings). */
export interface ActionRow {
  id: string;
  isin: string;
  symbol: string;
  kind: CorporateAction['kind'];
  ex_date: string;
  record_date: string | null;
  ratio_numerator: number | null;
  ratio_denominator: number | null;
  per_share: string | null;
  purpose: string;
  status: CorporateAction['status'];
  applied_at: Date | null;
  published_at: Date | null;
}

export interface BatchRow {
  id: string;
  problems: ImportProblem[];
  applied_at: Date | null;
}

export function toCorporateAction(r: ActionRow): CorporateAction {
  return {
    id: r.id,
    isin: r.isin,
    symbol: r.symbol,
    kind: r.kind,
    ex_date: r.ex_date,
    record_date: r.record_date,
    ratio_numerator: r.ratio_numerator,
    ratio_denominator: r.ratio_denominator,
    per_share: r.per_share === null ? null : new Decimal(r.per_share).toFixed(),
    purpose: r.purpose,
    status: r.status,
    applied_at: r.applied_at ? r.applied_at.toISOString() : null,
  };
}
