import type { CSSProperties, ReactNode } from 'react';

/** One column of a table, shared by the table and its narrow-width cards. */
export interface Column<R> {
  id: string;
  header: ReactNode;
  /** Plain text for the sort button's accessible name when `header` is not a string. */
  headerLabel?: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  sortable?: boolean;
  cell: (row: R) => ReactNode;
  /** Conditional formatting and row colours for this cell. */
  cellStyle?: (row: R) => CSSProperties | null | undefined;
  className?: string;
}
