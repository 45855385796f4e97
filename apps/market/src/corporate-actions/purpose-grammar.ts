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
/** Beyond any real ratio or amount: a typo, not an action (and past what the columns store). */
const MAX_RATIO = 1_000_000;
const MAX_PER_SHARE = 1_000_000_000;
const sane = (f: Factor) => f.numerator <= MAX_RATIO && f.denominator <= MAX_RATIO;

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
    const splitF = split && Number(split[2]) > 0 && Number(split[1]) > 0 ? splitFactor(split[1], split[2]) : null;
    const bonusF =
      bonus && Number(bonus[1]) > 0 && Number(bonus[2]) > 0 ? bonusFactor(Number(bonus[1]), Number(bonus[2])) : null;
    if (splitF && sane(splitF) && splitF.numerator !== splitF.denominator)
      out.actions.push({ kind: 'split', factor: splitF, purpose: part });
    else if (bonusF && sane(bonusF)) out.actions.push({ kind: 'bonus', factor: bonusF, purpose: part });
    else if (dividend && Number(dividend[1]) > 0 && Number(dividend[1]) < MAX_PER_SHARE)
      out.actions.push({ kind: 'dividend', perShare: dividend[1], purpose: part });
    else if (!MEETING.test(part)) out.unrecognised.push(part);
  }
  return out;
}
