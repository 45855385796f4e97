import { VALUELESS_RULE_KINDS } from '@app/contracts';
import type { DayRange } from './level-from-extremes.js';
import { monthsHigh, week52HighLevel, week52LowLevel } from './level-from-extremes.js';
import { levelFromAverageCost, levelFromPnl, levelFromPnlPercent, type Holding } from './level-from-position.js';
import { fixedPriceLevel, levelFromClose, levelFromHigh, type PriceLevel } from './level-from-price.js';
import type { WatchedRule } from './watched-rule.js';

/** What an instrument rule may need besides its own value: the tick's close, the user's holding, past days. */
export interface LevelInputs {
  previousClose: number;
  /** The user's holding in the instrument; undefined when they hold none (the rule waits). */
  holding?: Holding;
  /** Daily ranges before today, when fetched; undefined while not known (the rule waits). */
  days?: readonly DayRange[];
  /** Today's IST date, yyyy-mm-dd. */
  today: string;
}

/** The price level an instrument rule watches now, or undefined while what it needs is not known. */
export function resolveLevel(
  rule: Pick<WatchedRule, 'kind' | 'value' | 'months'>,
  inputs: LevelInputs,
): PriceLevel | undefined {
  // A kind that needs a value and has none (or a bad one) watches nothing rather than a level of 0.
  if (!VALUELESS_RULE_KINDS.includes(rule.kind) && !Number.isFinite(rule.value)) return undefined;
  const v = rule.value ?? 0;
  const { holding, days } = inputs;
  switch (rule.kind) {
    case 'price_above':
      return fixedPriceLevel(v, 'up');
    case 'price_below':
      return fixedPriceLevel(v, 'down');
    case 'change_pct_from_close':
      return levelFromClose(inputs.previousClose, v);
    case 'change_pct_from_avg_cost':
      return holding && levelFromAverageCost(holding, v);
    case 'position_pnl':
      return holding && levelFromPnl(holding, v);
    case 'position_pnl_pct':
      return holding && levelFromPnlPercent(holding, v);
    case 'change_pct_from_high':
      return days && levelFromHigh(monthsHigh(days, inputs.today, rule.months ?? 12), v);
    case 'week52_high_break':
      return days && week52HighLevel(days, inputs.today);
    case 'week52_low_break':
      return days && week52LowLevel(days, inputs.today);
    case 'portfolio_day_pnl':
      return undefined;
  }
}

/** Kinds whose level comes from past daily candles. */
export const needsDays = (kind: WatchedRule['kind']): boolean =>
  kind === 'change_pct_from_high' || kind === 'week52_high_break' || kind === 'week52_low_break';
