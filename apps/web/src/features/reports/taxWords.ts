import type { LossKind, SetOffStep, TaxSection } from '@app/contracts/reports/types';

/** Console's section names, for the filter (the summaries carry their own labels from the server). */
export const SECTION_NAMES: Record<TaxSection, string> = {
  equity_intraday: 'Intraday (speculative)',
  equity_short_term: 'Equity short term',
  equity_long_term: 'Equity long term',
  non_equity_short_term: 'Non-equity short term',
  non_equity_long_term: 'Non-equity long term',
  fno: 'F&O (non-speculative)',
  commodity: 'Commodity',
};

export const LOSS_NAMES: Record<LossKind, string> = {
  short_term_capital: 'Short-term capital loss',
  long_term_capital: 'Long-term capital loss',
  speculative: 'Speculative loss',
  non_speculative: 'Non-speculative business loss',
};

export const GAIN_NAMES: Record<SetOffStep['against'], string> = {
  stcg_15: 'STCG at 15%',
  stcg_20: 'STCG at 20%',
  ltcg_10: 'LTCG at 10%',
  ltcg_12_5: 'LTCG at 12.5%',
  speculative: 'speculative income',
  non_speculative: 'non-speculative income',
};
