import type { TaxPnlReply } from '@app/contracts';
import { EXIT_HEADERS, exitCells } from './tax-export-layout.js';

const cell = (v: string | number | null): string => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const line = (cells: Array<string | number | null>): string => cells.map(cell).join(',');

/**
 * The tradewise exits as one CSV with a leading Section column (and the rate and notes at the end), then
 * a blank line and the summary per section and the computation, for spreadsheets that cannot open XLSX.
 */
export function taxPnlCsv(r: TaxPnlReply): string {
  const out = [line(['Section', ...EXIT_HEADERS, 'Rate', 'Notes'])];
  for (const row of r.rows) out.push(line([row.section, ...exitCells(row), row.rate, row.notes.join('; ')]));
  out.push('', line(['Summary', 'Label', 'Profit', 'Taxable Profit', 'Turnover', 'Rows']));
  for (const s of r.sections) out.push(line([s.section, s.label, s.profit, s.taxable_profit, s.turnover, s.rows]));
  const c = r.computation;
  out.push('', line(['Computation', 'Amount']));
  const figures: Array<[string, string]> = [
    ['STCG at 15%', c.stcg_15],
    ['STCG at 20%', c.stcg_20],
    ['LTCG at 10%', c.ltcg_10],
    ['LTCG at 12.5%', c.ltcg_12_5],
    ['LTCG exemption limit', c.exemption.limit],
    ['LTCG exemption used', c.exemption.used],
    ['Speculative income', c.speculative],
    ['Non-speculative income', c.non_speculative],
    ['Non equity short term', c.non_equity_short_term],
    ['Dividends', c.dividends],
    ['Tax at flat rates (before surcharge and cess)', c.flat_rate_tax],
  ];
  for (const [k, v] of figures) out.push(line([k, v]));
  return `${out.join('\r\n')}\r\n`;
}
