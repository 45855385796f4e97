import type { Decimal, ImportProblem } from './types.js';

export type CorporateActionKind = 'split' | 'bonus' | 'dividend';

/**
 * One corporate action of one ISIN. A split or bonus scales holdings by `factor` = numerator/denominator
 * (split FV 10 -> 5: 2/1; bonus 1:1: 2/1; bonus 3:1: 4/1); a dividend pays `per_share`.
 */
export interface CorporateAction {
  id: string;
  isin: string;
  symbol: string;
  kind: CorporateActionKind;
  ex_date: string;
  record_date: string | null;
  ratio_numerator: number | null;
  ratio_denominator: number | null;
  per_share: Decimal | null;
  /** The exchange's PURPOSE text, or the admin's note for a hand entry. */
  purpose: string;
  status: 'preview' | 'applied';
  applied_at: string | null;
}

/** What applying a batch will change (preview) or changed (apply). */
export interface CorporateActionEffects {
  candles_rescaled: number;
  instruments: number;
}

/** `POST /api/admin/corporate-actions` (CSV upload or one hand entry): the parsed batch and its problems. */
export interface CorporateActionBatch {
  id: string;
  status: 'preview' | 'applied';
  actions: CorporateAction[];
  problems: ImportProblem[];
  effects: CorporateActionEffects;
}

/**
 * Published on the CORPORATE_ACTIONS stream (JetStream, so a service down at the time applies it when it
 * returns) once per applied action. Consumers apply it once, keyed by the action's id: the portfolio
 * adjusts open lots bought before the ex-date and books dividends, the alerts service rescales targets.
 */
export interface CorporateActionApplied {
  action: CorporateAction;
  /** Instruments of the ISIN (NSE and BSE listings), whose prices before the ex-date were rescaled. */
  instrument_tokens: number[];
}

export const CORPORATE_ACTIONS_STREAM = 'MARKET_CORPORATE_ACTIONS';
export const CORPORATE_ACTION_EVENTS = { applied: 'market.corporate-action.applied' } as const;
export function corporateActionConsumer(service: string): string {
  return `${service}-corporate-actions`;
}
