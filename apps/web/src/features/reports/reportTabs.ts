/** The Reports page's tabs, in order; `?tab=<key>` opens one directly. */
export const REPORT_TABS = [
  { key: 'returns', label: 'Returns' },
  { key: 'tax', label: 'Tax P&L' },
  { key: 'harvest', label: 'Harvest' },
] as const;

export type ReportTab = (typeof REPORT_TABS)[number]['key'];

const ALIASES: Record<string, ReportTab> = {
  xirr: 'returns',
  'tax-pnl': 'tax',
  taxpnl: 'tax',
  pnl: 'tax',
  'tax-harvesting': 'harvest',
  harvesting: 'harvest',
};

/** The tab a `tab` query value names (also a few natural spellings); Returns otherwise. */
export function reportTabFromParam(value: string | null): ReportTab {
  const v = (value ?? '').trim().toLowerCase();
  const known = REPORT_TABS.find((t) => t.key === v);
  return known ? known.key : (ALIASES[v] ?? 'returns');
}

/** Where the harvest plan lives, for links from other screens. */
export const HARVEST_PATH = '/dashboard/reports?tab=harvest';
export const REPORTS_PATH = '/dashboard/reports';
export const IMPORT_PATH = '/dashboard/portfolio?tab=import';
