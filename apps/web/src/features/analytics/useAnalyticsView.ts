import { useCallback, useMemo, useState } from 'react';
import { nextSort, type SortState } from '../../shared/table/sort';
import type { CustomFilter } from './filterOptions';
import { applyAnalyticsFilters } from './filters';
import type { AnalyticsRow } from './readInstrument';
import {
  DEFAULT_ANALYTICS_SORT,
  isAnalyticsColumn,
  sortAnalytics,
  summarizeAnalytics,
  type AnalyticsColumnId,
} from './sortSummary';

/** What an Analytics view shows of its rows: search, custom filters, sort and the summary of what passes. */
export function useAnalyticsView(rows: readonly AnalyticsRow[]) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<CustomFilter[]>([]);
  const [sort, setSort] = useState<SortState<AnalyticsColumnId>>(DEFAULT_ANALYTICS_SORT);
  const filtered = useMemo(() => applyAnalyticsFilters(rows, search, filters), [rows, search, filters]);
  const shown = useMemo(() => sortAnalytics(filtered, sort), [filtered, sort]);
  const summary = useMemo(() => summarizeAnalytics(filtered), [filtered]);
  const onSort = useCallback((column: string) => {
    if (isAnalyticsColumn(column)) setSort((s) => nextSort(s, column));
  }, []);
  return { search, setSearch, filters, setFilters, sort, onSort, filtered, shown, summary };
}
