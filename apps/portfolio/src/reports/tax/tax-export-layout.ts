import type { TaxSection, TaxTradeRow } from '@app/contracts';

/** Console's Tax P&L columns, in its order; the charge columns stay empty (the ledger is gross of charges). */
export const EXIT_HEADERS = [
  'Symbol',
  'ISIN',
  'Entry Date',
  'Exit Date',
  'Quantity',
  'Buy Value',
  'Sell Value',
  'Profit',
  'Period of Holding',
  'Fair Market Value',
  'Taxable Profit',
  'Turnover',
  'Brokerage',
  'Exchange Transaction Charges',
  'IPFT',
  'SEBI Charges',
  'CGST',
  'SGST',
  'IGST',
  'Stamp Duty',
  'STT',
] as const;

/** Console's section titles on the `Tradewise Exits` sheet. */
export const SECTION_TITLES: Record<TaxSection, string> = {
  equity_intraday: 'Equity - Intraday',
  equity_short_term: 'Equity - Short Term',
  equity_long_term: 'Equity - Long Term',
  non_equity_short_term: 'Non Equity - Short Term',
  non_equity_long_term: 'Non Equity - Long Term',
  fno: 'F&O',
  commodity: 'Commodity',
};

export const DIVIDEND_HEADERS = ['Symbol', 'ISIN', 'Ex-Date', 'Quantity', 'Dividend Per Share', 'Net Dividend Amount'];

/** One exit's cells in EXIT_HEADERS order: amounts as the decimal strings the report answers. */
export function exitCells(r: TaxTradeRow): Array<string | number | null> {
  return [
    r.symbol,
    r.isin,
    r.entry_date,
    r.exit_date,
    r.quantity,
    r.buy_value,
    r.sell_value,
    r.profit,
    r.period_of_holding,
    r.fair_market_value,
    r.taxable_profit,
    r.turnover,
    ...Array<null>(9).fill(null),
  ];
}
