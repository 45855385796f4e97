/**
 * Secret values that were ever committed to this project's repository (defaults, compose, manifests,
 * docs). Anyone can read them, so a production start must never accept one, even after the file that
 * held it has changed: the history keeps them.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'dev-only-secret-change-me-0123456789abcdef',
  'change-me-in-production-please-32chars',
  'change-me-to-a-random-string-of-at-least-32-characters',
  'change-me-postgres-password',
  'postgres',
];

/** Words that only appear in a value a person typed as a stand-in; generated secrets never contain them. */
const PLACEHOLDER_WORDS = [
  'changeme',
  'placeholder',
  'example',
  'devonly',
  'replaceme',
  'insecure',
  'dummy',
  'notasecret',
  'fixme',
  'secret',
  'password',
  'passwd',
];

/** Template markers left in a value that was copied without being filled in. */
const TEMPLATE_MARKERS = [/<[^>]*>/, /\$\{/, /\{\{/, /x{4,}/i];

const published = new Set(PUBLISHED_SECRETS.map((s) => s.toLowerCase()));

/** True when the value is one short unit repeated ("aaaa", "abcabc", "secretsecret"). */
function isRepetition(value: string): boolean {
  for (let unit = 1; unit <= value.length / 2; unit++) {
    if (value.length % unit === 0 && value.slice(0, unit).repeat(value.length / unit) === value) return true;
  }
  return false;
}

/**
 * Why a secret would be guessable, or undefined when it looks generated. The reason never quotes the
 * value, so it can be printed in a start-up error without leaking the secret.
 */
export function guessableSecretReason(value: string, minLength: number): string | undefined {
  const lower = value.toLowerCase();
  if (published.has(lower)) return "it is published in this project's repository";
  if (value.length < minLength) return `it is shorter than ${minLength} characters`;
  if (isRepetition(value)) return 'it is one character or one short sequence repeated';
  const letters = lower.replace(/[^a-z]/g, '');
  const word = PLACEHOLDER_WORDS.find((w) => letters.includes(w));
  if (word) return `it contains the placeholder word "${word}"`;
  if (TEMPLATE_MARKERS.some((m) => m.test(value))) return 'it still holds a template marker';
  const distinct = new Set(value).size;
  if (distinct < Math.min(10, Math.ceil(value.length / 4))) return `it uses only ${distinct} distinct characters`;
  return undefined;
}
