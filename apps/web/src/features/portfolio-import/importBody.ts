import type { ImportSchema } from './csvSchema';
import type { Draft } from './csvValidate';

/** The gateway refuses JSON bodies over 100 kb (BODY_LIMIT); keep a margin for the envelope. */
export const MAX_BODY_BYTES = 100 * 1024 - 512;

export type BodyCheck = { body: Record<string, unknown>; lines: number[] } | { error: string };

/**
 * The POST body of an import once every row is valid: all rows or none (the server imports all or
 * nothing too). Too large a body is refused here with how many rows would fit.
 */
export function importBody(schema: ImportSchema, drafts: readonly Draft[]): BodyCheck {
  if (drafts.length === 0) return { error: 'There are no rows to import' };
  const bad = drafts.filter((d) => !d.item).length;
  if (bad > 0)
    return { error: `Fix the ${bad} row${bad === 1 ? '' : 's'} with errors first: the import sends every row or none` };
  const body = { [schema.listKey]: drafts.map((d) => d.item) };
  const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
  if (bytes > MAX_BODY_BYTES) {
    const fit = Math.max(1, Math.floor((drafts.length * MAX_BODY_BYTES) / bytes));
    return {
      error: `The file is too large to send at once (${Math.ceil(bytes / 1024)} kB; the limit is 100 kB). Split it into files of at most ${fit} rows.`,
    };
  }
  return { body, lines: drafts.map((d) => d.line) };
}
