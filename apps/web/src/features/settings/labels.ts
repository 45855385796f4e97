import type { ContainerType, TableName } from '@app/contracts/settings/constants';
import type { ConditionType } from '@app/formatting';
import { columnLabel } from '../../shared/table/columnDefinitions';

/** Table names as a user reads them. */
export const TABLE_LABELS: Record<TableName, string> = {
  portfolio: 'Portfolio',
  analytics: 'Analytics',
  watchlist: 'Watchlist',
  rebuy: 'Re-Buy',
  loss_cover: 'Loss Cover',
};

/** The container whose column set a table uses (COLUMN_SETS is keyed by container type). */
export const TABLE_CONTAINER: Record<TableName, ContainerType> = {
  portfolio: 'live-portfolio',
  analytics: 'analytics',
  watchlist: 'watchlist',
  rebuy: 'rebuy',
  loss_cover: 'loss-cover',
};

export const CONTAINER_LABELS: Record<ContainerType, string> = {
  'live-portfolio': 'Live Portfolio',
  watchlist: 'Watchlist',
  analytics: 'Analytics',
  'loss-cover': 'Loss Cover',
  rebuy: 'Re-Buy Opportunities',
  'sold-positions': 'Sold Positions',
};

export { columnLabel } from '../../shared/table/columnDefinitions';

export const CONDITION_LABELS: Record<ConditionType, string> = {
  greater_than: 'Greater than',
  less_than: 'Less than',
  equal_to: 'Equal to',
  greater_than_or_equal: 'Greater than or equal to',
  less_than_or_equal: 'Less than or equal to',
  not_equal_to: 'Not equal to',
  between: 'Between',
};

const CONDITION_SIGNS: Record<Exclude<ConditionType, 'between'>, string> = {
  greater_than: '>',
  less_than: '<',
  equal_to: '=',
  greater_than_or_equal: '≥',
  less_than_or_equal: '≤',
  not_equal_to: '≠',
};

/** "P&L Cash > 5000" or "Loss % between 5 and 10". */
export function describeCondition(rule: {
  condition_column: string;
  condition_type: ConditionType;
  condition_value: number;
  condition_value_max?: number | null;
}): string {
  const column = columnLabel(rule.condition_column);
  if (rule.condition_type === 'between')
    return `${column} between ${rule.condition_value} and ${rule.condition_value_max ?? '?'}`;
  return `${column} ${CONDITION_SIGNS[rule.condition_type]} ${rule.condition_value}`;
}

/** A container id such as "watchlist-2" as "Watchlist 2". */
export function containerIdLabel(id: string): string {
  const match = /^(.*?)(?:-(\d+))?$/.exec(id);
  const base = match?.[1] ?? id;
  const label = (CONTAINER_LABELS as Record<string, string>)[base];
  if (!label) return id;
  return match?.[2] ? `${label} ${match[2]}` : label;
}
