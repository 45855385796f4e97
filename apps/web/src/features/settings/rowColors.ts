import type { TableName } from '@app/contracts/settings/constants';
import type { RowColor, RowTextColor } from '@app/contracts/settings/types';
import { isHexColor, normaliseHex } from './inputRules';

type Keyed = { table_name: TableName; row_identifier: string };

/** One row of the list: a symbol of a table with its background and/or text colour. */
export interface RowColorEntry extends Keyed {
  background: string | null;
  text: string | null;
}

const keyOf = (k: Keyed) => `${k.table_name}\u0000${k.row_identifier}`;

/** Background and text colours joined per table and symbol, sorted by table then symbol. */
export function mergeRowColors(
  backgrounds: readonly RowColor[],
  texts: readonly RowTextColor[],
  table: TableName | 'all' = 'all',
): RowColorEntry[] {
  const map = new Map<string, RowColorEntry>();
  const entry = (k: Keyed) =>
    map.get(keyOf(k)) ??
    map
      .set(keyOf(k), { table_name: k.table_name, row_identifier: k.row_identifier, background: null, text: null })
      .get(keyOf(k))!;
  for (const b of backgrounds) entry(b).background = b.background_color;
  for (const t of texts) entry(t).text = t.text_color;
  return [...map.values()]
    .filter((e) => table === 'all' || e.table_name === table)
    .sort((a, b) => a.table_name.localeCompare(b.table_name) || a.row_identifier.localeCompare(b.row_identifier));
}

/** The list with `item` replacing the entry of the same table and symbol, or added. */
export function upsertRow<T extends Keyed>(list: readonly T[], item: T): T[] {
  const k = keyOf(item);
  return list.some((x) => keyOf(x) === k) ? list.map((x) => (keyOf(x) === k ? item : x)) : [...list, item];
}

export function withoutRow<T extends Keyed>(list: readonly T[], key: Keyed): T[] {
  const k = keyOf(key);
  return list.filter((x) => keyOf(x) !== k);
}

export interface RowColorDraft {
  table_name: TableName;
  row_identifier: string;
  background_color: string | null;
  text_color: string | null;
}

/** Checks the form: a symbol (upper-cased, at most 200 characters) and at least one valid colour. */
export function validateRowColorDraft(d: RowColorDraft): { value?: RowColorDraft; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const symbol = d.row_identifier.trim().toUpperCase();
  if (!symbol) errors.row_identifier = 'Enter a trading symbol';
  else if (symbol.length > 200) errors.row_identifier = 'Use at most 200 characters';
  const background = d.background_color === null ? null : normaliseHex(d.background_color);
  const text = d.text_color === null ? null : normaliseHex(d.text_color);
  if (background !== null && !isHexColor(background)) errors.background_color = 'Enter a hex colour such as #1F2937';
  if (text !== null && !isHexColor(text)) errors.text_color = 'Enter a hex colour such as #FFD700';
  if (background === null && text === null) errors.background_color = 'Choose a background or a text colour';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: { table_name: d.table_name, row_identifier: symbol, background_color: background, text_color: text },
    errors,
  };
}
