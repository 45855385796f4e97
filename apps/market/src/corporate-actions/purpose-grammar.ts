import { bonusFactor, splitFactor, type Factor } from './action-factor.js';

/** One action read from a PURPOSE text: a split or bonus with its factor, or a dividend per share. */
export type PurposeAction =
  | { kind: 'split' | 'bonus'; factor: Factor; purpose: string }
  | { kind: 'dividend'; perShare: string; purpose: string };

export interface PurposeReading {
  actions: PurposeAction[];
  /** Parts naming something other than a split, bonus or dividend (rights, buyback, demerger...). */
  unrecognised: string[];
}

const RUPEES = String.raw`(?:rs|re|inr)\.?\s*(\d+(?:\.\d+)?)`;
const BONUS = /\bbonus\b\D*?(\d+)\s*:\s*(\d+)/i;
const SPLIT = new RegExp(String.raw`\b(?:split|sub-?division)\b.*?\bfrom\s+${RUPEES}.*?\bto\s+${RUPEES}`, 'i');
const DIVIDEND = new RegExp(String.raw`\bdividend\b.*?${RUPEES}\s*(?:\/-)?\s*per\s+(?:equity\s+)?share`, 'i');
/** Meeting notices ride along with actions ("Annual General Meeting/Dividend ..."): no action of their own. */
const MEETING = /^\s*(?:annual general meeting|extra-?ordinary general meeting|agm|egm)\s*$/i;

/**
 * Splits a PURPOSE on the slashes that separate actions. "Rs 10/-" is an amount, not a separator, so a
 * slash followed by a dash stays inside its part.
 */
export function purposeParts(text: string): string[] {
  return text
    .split(/\/(?!-)/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Reads every split, bonus and dividend in an NSE PURPOSE text, each part on its own. */
export function readPurpose(text: string): PurposeReading {
  const out: PurposeReading = { actions: [], unrecognised: [] };
  for (const part of purposeParts(text)) {
    const split = SPLIT.exec(part);
    const bonus = BONUS.exec(part);
    const dividend = DIVIDEND.exec(part);
    if (split && Number(split[2]) > 0 && Number(split[1]) > 0)
      out.actions.push({ kind: 'split', factor: splitFactor(split[1], split[2]), purpose: part });
    else if (bonus && Number(bonus[1]) > 0 && Number(bonus[2]) > 0)
      out.actions.push({ kind: 'bonus', factor: bonusFactor(Number(bonus[1]), Number(bonus[2])), purpose: part });
    else if (dividend && Number(dividend[1]) > 0)
      out.actions.push({ kind: 'dividend', perShare: dividend[1], purpose: part });
    else if (!MEETING.test(part)) out.unrecognised.push(part);
  }
  return out;
}
