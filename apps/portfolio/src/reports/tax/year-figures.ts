import { Decimal } from 'decimal.js';

export type RateBucket = 'stcg_15' | 'stcg_20' | 'ltcg_10' | 'ltcg_12_5';

/**
 * One financial year's exits, summed the way the set-off needs them: capital gains per rate kept apart
 * from capital losses (a loss is set off against the higher-rate gain first, so losses and gains of one
 * rate are not netted row by row); business income netted within its head, as the law computes it.
 */
export interface YearFigures {
  gains: Record<RateBucket, Decimal>;
  /** Positive amounts. */
  shortTermLoss: Decimal;
  longTermLoss: Decimal;
  /** Net intraday (speculative business) result, may be negative. */
  speculative: Decimal;
  /** Net F&O and commodity (non-speculative business) result, may be negative. */
  nonSpeculative: Decimal;
  nonSpeculativeTurnover: Decimal;
  /** Net non-equity results: slab rate (short) and s.112 (long); outside the s.111A/112A set-off here. */
  nonEquityShortTerm: Decimal;
  nonEquityLongTerm: Decimal;
}

export function emptyYear(): YearFigures {
  const z = new Decimal(0);
  return {
    gains: { stcg_15: z, stcg_20: z, ltcg_10: z, ltcg_12_5: z },
    shortTermLoss: z,
    longTermLoss: z,
    speculative: z,
    nonSpeculative: z,
    nonSpeculativeTurnover: z,
    nonEquityShortTerm: z,
    nonEquityLongTerm: z,
  };
}

export function cloneYear(y: YearFigures): YearFigures {
  return { ...y, gains: { ...y.gains } };
}
