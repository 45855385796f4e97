import type { FieldError } from '@app/contracts';

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const printable = (key: string) => key.replaceAll(NUL, '\\u0000');

/** Why PostgreSQL could not store this text as given, or null when it can. */
function problemOf(text: string): string | null {
  // Postgres text and jsonb refuse U+0000 outright (a 500 deep in a service otherwise).
  if (text.includes(NUL)) return 'must not contain NUL characters';
  // A lone surrogate is not Unicode: it would be stored changed, and validator.js's isEmail throws on it.
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode';
  return null;
}

/**
 * One validation detail per string or key in a JSON-like value that PostgreSQL cannot store as given.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableTextErrors(value: unknown, root = 'body'): FieldError[] {
  const found: FieldError[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = problemOf(v);
      if (problem) found.push({ field: path || root, errors: [`${path || root} ${problem}`] });
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (typeof v === 'object' && v !== null) {
      for (const key of Object.keys(v)) {
        const child = path ? `${path}.${printable(key)}` : printable(key);
        const problem = problemOf(key);
        if (problem) found.push({ field: child, errors: [`${child} (the key) ${problem}`] });
        stack.push([(v as Record<string, unknown>)[key], child]);
      }
    }
  }
  return found.sort((a, b) => a.field.localeCompare(b.field));
}
