import type { FieldError } from '../../shared/api/apiError';

/**
 * A 400 of a bulk import names `positions.<i>.<field>` (or `rolloverHistory.<i>.<field>`): each
 * message goes back to the CSV line the i-th sent row came from. Anything else is a general message.
 */
export function rowErrorsFromDetails(
  details: readonly FieldError[],
  lines: readonly number[],
  listKey: string,
): { byLine: Map<number, string[]>; general: string[] } {
  const byLine = new Map<number, string[]>();
  const general: string[] = [];
  const pattern = new RegExp(`^${listKey}\\.(\\d+)\\.(.+)$`);
  for (const d of details) {
    const m = pattern.exec(d.field);
    const line = m ? lines[Number(m[1])] : undefined;
    const text = d.errors.join('; ') || 'is invalid';
    if (line === undefined) {
      general.push(`${d.field}: ${text}`);
      continue;
    }
    const list = byLine.get(line) ?? [];
    list.push(text.startsWith(m![2]!) ? text : `${m![2]}: ${text}`);
    byLine.set(line, list);
  }
  return { byLine, general };
}
