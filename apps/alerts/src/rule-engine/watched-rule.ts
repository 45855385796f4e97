import type { AlertChannel, RuleKind } from '@app/contracts';
import type { RuleRow as StoredRuleRow } from '../rules/rule-row.js';
import type { PriceLevel } from './level-from-price.js';

/** The stored states of a rule (an expired rule is one whose expires_at has passed; its state stays). */
export type WatchedState = 'armed' | 'triggered' | 'fired';

/** Which way a rule's level is crossed: up (price rises to it) or down (price falls to it). */
export type Direction = 'up' | 'down';

/** A rule as the engine watches it. */
export interface WatchedRule {
  id: string;
  userId: string;
  /** Null for the portfolio day P&L rule. */
  token: number | null;
  symbol: string | null;
  exchange: string | null;
  kind: RuleKind;
  value: number | null;
  months: number | null;
  recurring: boolean;
  /** Epoch milliseconds; no fire at or after it. */
  expiresAt: number | null;
  channels: AlertChannel[];
  note: string | null;
  state: WatchedState;
  /** Epoch milliseconds of the last fire, for the cooldown. */
  lastFiredAt: number | null;
  /** The level as last stored, so a changed level is written once. */
  storedLevel: number | null;
  /** The level last resolved and what it was resolved from (see RuleEvaluator.levelOf). */
  memo?: { key: unknown; level: PriceLevel | undefined };
}

/** A row of alerts.rules as the engine reads it (the stored row less its timestamps). */
export type RuleRow = Omit<StoredRuleRow, 'created_at' | 'updated_at'>;

const num = (v: string | null) => (v === null ? null : Number(v));

export function toWatchedRule(r: RuleRow): WatchedRule {
  return {
    id: r.id,
    userId: r.user_id,
    token: num(r.instrument_token),
    symbol: r.tradingsymbol,
    exchange: r.exchange,
    kind: r.kind,
    value: num(r.value),
    months: r.months,
    recurring: r.recurring,
    expiresAt: r.expires_at ? r.expires_at.getTime() : null,
    channels: r.channels,
    note: r.note,
    state: r.state,
    lastFiredAt: r.last_fired_at ? r.last_fired_at.getTime() : null,
    storedLevel: num(r.level),
  };
}
