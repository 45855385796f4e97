/** The columns a custom filter may test, with their labels. */
export const FILTER_COLUMNS = [
  { id: 'livePrice', label: 'Live Price' },
  { id: 'livePricePercent', label: 'Live Price %' },
  { id: 'highestPrice', label: 'Highest Price' },
  { id: 'lowestAfterHigh', label: 'Lowest After Peak' },
  { id: 'percentFromLowest', label: 'Performance vs Low' },
  { id: 'percentBelowHigh', label: 'Performance vs High' },
] as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[number]['id'];

export const FILTER_OPERATORS = [
  { id: 'gt', label: 'Greater than' },
  { id: 'lt', label: 'Less than' },
  { id: 'eq', label: 'Equal to' },
  { id: 'gte', label: 'At least' },
  { id: 'lte', label: 'At most' },
  { id: 'range', label: 'Between' },
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number]['id'];

export interface CustomFilter {
  id: string;
  column: FilterColumn;
  operator: FilterOperator;
  /** As typed; empty or non-numeric means the filter is ignored. */
  value: string;
  upperValue?: string;
}
