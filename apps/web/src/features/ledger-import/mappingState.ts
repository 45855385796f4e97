import type { ImportMappingStep, ImportRowKind } from '@app/contracts/ledger/types';

/** field -> the file's header chosen for it ('' when none). */
export type ColumnChoice = Record<string, string>;

/** The suggestion preselected for every field, where the file has that header. */
export function initialChoice(step: ImportMappingStep): ColumnChoice {
  const out: ColumnChoice = {};
  for (const field of [...step.required, ...step.optional]) {
    const s = step.suggested[field];
    out[field] = s && step.headers.includes(s) ? s : '';
  }
  return out;
}

/** Required fields that no header is chosen for. */
export function missingRequired(step: ImportMappingStep, choice: ColumnChoice): string[] {
  return step.required.filter((f) => !choice[f]);
}

/** Headers chosen for more than one field: a mistake the user should see. */
export function reusedHeaders(choice: ColumnChoice): string[] {
  const seen = new Map<string, number>();
  for (const h of Object.values(choice)) if (h) seen.set(h, (seen.get(h) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([h]) => h);
}

/** The body of `POST /api/imports/{id}/map`: only the fields a header is chosen for. */
export function mappingBody(
  kind: ImportRowKind,
  choice: ColumnChoice,
): { kind: ImportRowKind; columns: Record<string, string> } {
  return { kind, columns: Object.fromEntries(Object.entries(choice).filter(([, h]) => h)) };
}

/** "trade_date" -> "Trade date", "isin" -> "ISIN", "trade_id" -> "Trade ID". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\b(isin|id)\b/gi, (w) => w.toUpperCase());
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

export const KIND_WORDS: Record<ImportRowKind, string> = {
  trade: 'Trades',
  holding: 'Holdings',
  dividend: 'Dividends',
  position: 'Positions',
};
