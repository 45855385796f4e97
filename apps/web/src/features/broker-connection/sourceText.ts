import type { BrokerSource } from '@app/contracts/broker/types';
import { instantOf } from '../../shared/format/dates';
import { relativeTime } from '../../shared/format/relativeTime';
import { istTime } from './connectionText';

/** What every broker read says about itself: its source, and when a Kite answer is a stale copy, its time and why. */
export interface SourceInfo {
  source: BrokerSource;
  as_of?: string | null;
  stale_reason?: string | null;
}

/** "Live · Zerodha" for data read from Kite, "Paper" for the paper broker. */
export const sourceLabel = (source: BrokerSource): string => (source === 'kite' ? 'Live · Zerodha' : 'Paper');

/**
 * A stale answer's line, "as of 10:42 IST · Kite unreachable", and its age ("12m ago"); null for a fresh
 * answer. A stale answer without a reason still says when it was true.
 */
export function staleLine(info: SourceInfo, now: number): { text: string; age: string } | null {
  const at = instantOf(info.as_of ?? null);
  if (!at) return null;
  const reason = info.stale_reason?.trim();
  return {
    text: `as of ${istTime(at)}${reason ? ` · ${reason}` : ''}`,
    age: relativeTime(at, now),
  };
}
