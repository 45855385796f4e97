import { combinedFactor, type Factor } from './action-factor.js';

interface Scaling {
  isin: string;
  kind: string;
  ex_date: string;
  ratio_numerator: number | null;
  ratio_denominator: number | null;
}

/** One ISIN's splits and bonuses on one ex-date, rescaled together by the product of their factors. */
export interface ScalingGroup {
  isin: string;
  exDate: string;
  factor: Factor;
}

/** Groups the splits and bonuses by ISIN and ex-date; dividends rescale nothing. */
export function scalingGroups(actions: readonly Scaling[]): ScalingGroup[] {
  const groups = new Map<string, { isin: string; exDate: string; factors: Factor[] }>();
  for (const a of actions) {
    if (a.kind === 'dividend' || !a.ratio_numerator || !a.ratio_denominator) continue;
    const key = `${a.isin}|${a.ex_date}`;
    const g = groups.get(key) ?? { isin: a.isin, exDate: a.ex_date, factors: [] };
    g.factors.push({ numerator: a.ratio_numerator, denominator: a.ratio_denominator });
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({ isin: g.isin, exDate: g.exDate, factor: combinedFactor(g.factors) }));
}
