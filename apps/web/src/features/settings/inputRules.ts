/** The outcome of reading one text field as a number. */
export type Parsed = { ok: true; value: number } | { ok: false; error: string };

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$|^\d*\.\d+$/;
const SIGNED_DECIMAL = /^-?(\d+(\.\d+)?|\d*\.\d+)$/;

/** Digits only, a whole number from 0 to `max`; an empty field gives `emptyAs` when one is allowed. */
export function parseWhole(
  text: string,
  { max, emptyAs, unit = '', error: message }: { max: number; emptyAs?: number; unit?: string; error?: string },
): Parsed {
  const t = text.trim();
  if (t === '' && emptyAs !== undefined) return { ok: true, value: emptyAs };
  const error = message ?? `Enter a whole number from 0 to ${max.toLocaleString('en-IN')}${unit}`;
  if (!WHOLE.test(t)) return { ok: false, error };
  const value = Number(t);
  return value <= max ? { ok: true, value } : { ok: false, error };
}

/** Digits with an optional decimal point, from 0 to 100; an empty field gives `emptyAs` when one is allowed. */
export function parsePercent(text: string, { emptyAs }: { emptyAs?: number } = {}): Parsed {
  const t = text.trim();
  if (t === '' && emptyAs !== undefined) return { ok: true, value: emptyAs };
  const error = 'Enter a percentage from 0 to 100';
  if (!DECIMAL.test(t)) return { ok: false, error };
  const value = Number(t);
  return value >= 0 && value <= 100 ? { ok: true, value } : { ok: false, error };
}

/** A typed font size: a whole number of pixels from `min` to `max` (10 to 50); anything else is refused. */
export function parseFontSize(text: string, { min, max }: { min: number; max: number }): Parsed {
  const t = text.trim();
  const value = WHOLE.test(t) ? Number(t) : Number.NaN;
  return value >= min && value <= max
    ? { ok: true, value }
    : { ok: false, error: `Enter a size from ${min} to ${max}` };
}

/** Any finite number, negative and decimal allowed (a rule's threshold). */
export function parseSignedNumber(text: string): Parsed {
  const t = text.trim();
  if (!SIGNED_DECIMAL.test(t)) return { ok: false, error: 'Enter a number' };
  return { ok: true, value: Number(t) };
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The colours the server takes: #rgb, #rrggbb or #rrggbbaa. */
export function isHexColor(text: string): boolean {
  return HEX.test(text.trim());
}

/** Typed text as a colour: trimmed, with the leading # added when missing. */
export function normaliseHex(text: string): string {
  const t = text.trim();
  return t && !t.startsWith('#') ? `#${t}` : t;
}

/** What a native colour input can show (#rrggbb): #rgb is expanded, an alpha part dropped; else black. */
export function pickerHex(color: string): string {
  const c = color.trim();
  if (/^#[0-9a-fA-F]{3}$/.test(c)) return `#${[...c.slice(1)].map((ch) => ch + ch).join('')}`.toLowerCase();
  if (/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(c)) return c.slice(0, 7).toLowerCase();
  return '#000000';
}
