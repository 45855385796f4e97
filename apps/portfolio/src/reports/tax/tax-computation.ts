import { Decimal } from 'decimal.js';
import type { TaxComputation } from '@app/contracts';
import type { Remaining } from './set-off.js';
import { ltcgExemption } from './tax-rules.js';

const RATES = {
  stcg_15: new Decimal('0.15'),
  stcg_20: new Decimal('0.20'),
  ltcg_10: new Decimal('0.10'),
  ltcg_12_5: new Decimal('0.125'),
};

export interface FlatTax {
  exemptionLimit: Decimal;
  exemptionUsed: Decimal;
  tax: Decimal;
}

/**
 * The s.112A exemption once per year on the long-term gain left after set-off, to the 12.5% part first
 * (it saves more there), then the tax at the flat rates. Surcharge and the 4% cess are not included.
 */
export function flatRateTax(fy: number, r: Remaining): FlatTax {
  const limit = ltcgExemption(fy);
  const on125 = Decimal.min(limit, r.ltcg_12_5);
  const on10 = Decimal.min(limit.minus(on125), r.ltcg_10);
  const tax = r.stcg_15
    .times(RATES.stcg_15)
    .plus(r.stcg_20.times(RATES.stcg_20))
    .plus(r.ltcg_10.minus(on10).times(RATES.ltcg_10))
    .plus(r.ltcg_12_5.minus(on125).times(RATES.ltcg_12_5));
  return { exemptionLimit: limit, exemptionUsed: on125.plus(on10), tax };
}

/** The answered computation: gains per rate after set-off (before the exemption, shown apart). */
export function computation(fy: number, r: Remaining, nonEquityShortTerm: Decimal, dividends: Decimal): TaxComputation {
  const flat = flatRateTax(fy, r);
  return {
    stcg_15: r.stcg_15.toFixed(2),
    stcg_20: r.stcg_20.toFixed(2),
    ltcg_10: r.ltcg_10.toFixed(2),
    ltcg_12_5: r.ltcg_12_5.toFixed(2),
    speculative: r.speculative.toFixed(2),
    non_speculative: r.non_speculative.toFixed(2),
    non_equity_short_term: nonEquityShortTerm.toFixed(2),
    dividends: dividends.toFixed(2),
    exemption: { limit: flat.exemptionLimit.toFixed(2), used: flat.exemptionUsed.toFixed(2) },
    flat_rate_tax: flat.tax.toFixed(2),
  };
}
