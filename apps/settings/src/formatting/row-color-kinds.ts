import type {
  RowColor,
  RowColorKind,
  RowColorSetReply,
  RowColorsListReply,
  RowTextColor,
  TableName,
} from '@app/contracts';
import { validationError } from '@app/common';

/** The kind a row-colour request names: background colours or text colours; anything else is refused. */
export function rowColorKindOf(value: unknown): RowColorKind {
  if (value !== 'row_colors' && value !== 'row_text_colors')
    throw validationError([{ field: 'kind', errors: ['kind must be row_colors or row_text_colors'] }]);
  return value;
}

/** A list of row colours under its kind's key. */
export function rowColorsReply(kind: RowColorKind, rows: RowColor[] | RowTextColor[]): RowColorsListReply {
  return kind === 'row_colors' ? { row_colors: rows as RowColor[] } : { row_text_colors: rows as RowTextColor[] };
}

/** A saved row colour, its colour under the kind's field (background_color or text_color) and key. */
export function rowColorSetReply(kind: RowColorKind, table: TableName, row: string, color: string): RowColorSetReply {
  return kind === 'row_colors'
    ? { row_color: { table_name: table, row_identifier: row, background_color: color } }
    : { row_text_color: { table_name: table, row_identifier: row, text_color: color } };
}
