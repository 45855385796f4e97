import { Transform } from 'class-transformer';

/** Reads "true"/"1"/"yes" as true and "false"/"0"/"no" as false; anything else stays as given so validation names it. */
export const EnvBoolean = () =>
  Transform(({ obj, key, value }) => {
    const raw = (obj as Record<string, unknown>)[key];
    if (typeof raw === 'boolean') return raw;
    if (typeof raw !== 'string') return value;
    const v = raw.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(v)) return true;
    if (['false', '0', 'no'].includes(v)) return false;
    return raw;
  });

/** Reads a decimal integer string as a number; anything else stays as given so validation names it. */
export const EnvInt = () =>
  Transform(({ obj, key, value }) => {
    const raw = (obj as Record<string, unknown>)[key];
    if (typeof raw === 'number') return raw;
    if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw.trim());
    return raw ?? value;
  });
