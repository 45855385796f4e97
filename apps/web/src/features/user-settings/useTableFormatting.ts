import { useCallback, useMemo } from 'react';
import type { CSSProperties } from 'react';
import type { TableName } from '@app/contracts/settings/constants';
import { cellStyle } from '@app/formatting';
import { useSettings } from './useSettings';

export type CellStyler = (column: string, value: unknown, rowIdentifier?: string) => CSSProperties | undefined;

/**
 * The user's cell styling for one table: a matching conditional rule wins (highest priority first),
 * otherwise the row's own background and text colours when row colours are enabled.
 * Rows are identified by their trading symbol unless a table says otherwise.
 */
export function useTableFormatting(table: TableName): CellStyler {
  const { settings } = useSettings();
  const {
    conditional_formatting: rules,
    row_colors: rowColors,
    row_text_colors: rowTextColors,
    table_settings: ts,
  } = settings;

  const tableRules = useMemo(
    () => (ts.enable_conditional_formatting ? rules.filter((r) => r.table_name === table && r.is_active) : []),
    [rules, table, ts.enable_conditional_formatting],
  );
  const backgrounds = useMemo(
    () => new Map(rowColors.filter((c) => c.table_name === table).map((c) => [c.row_identifier, c.background_color])),
    [rowColors, table],
  );
  const texts = useMemo(
    () => new Map(rowTextColors.filter((c) => c.table_name === table).map((c) => [c.row_identifier, c.text_color])),
    [rowTextColors, table],
  );
  const rowsEnabled = ts.enable_row_colors;

  return useCallback(
    (column, value, rowIdentifier) => {
      const style = cellStyle(
        tableRules,
        table,
        column,
        value,
        rowIdentifier && rowsEnabled
          ? { enabled: true, background: backgrounds.get(rowIdentifier), text: texts.get(rowIdentifier) }
          : undefined,
      );
      return style ?? undefined;
    },
    [tableRules, table, backgrounds, texts, rowsEnabled],
  );
}
