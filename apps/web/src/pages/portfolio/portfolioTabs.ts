import type { ImportKind } from '../../features/portfolio-import';

/** The Portfolio page's tabs, in order; `?tab=<key>` opens one directly. */
export const PORTFOLIO_TABS = [
  { key: 'positions', label: 'Positions' },
  { key: 'holdings', label: 'Holdings & Funds' },
  { key: 'orders', label: 'Orders' },
  { key: 'sold', label: 'Sold Positions' },
  { key: 'rollovers', label: 'Rollover History' },
  { key: 'dividends', label: 'Dividends' },
  { key: 'import', label: 'Import' },
] as const;

export type PortfolioTab = (typeof PORTFOLIO_TABS)[number]['key'];

const ALIASES: Record<string, PortfolioTab> = {
  funds: 'holdings',
  'sold-positions': 'sold',
  rollover: 'rollovers',
  'rollover-history': 'rollovers',
  imports: 'import',
  dividend: 'dividends',
};

/** The tab a `tab` query value names (also a few natural spellings); Positions otherwise. */
export function tabFromParam(value: string | null): PortfolioTab {
  const v = (value ?? '').trim().toLowerCase();
  const known = PORTFOLIO_TABS.find((t) => t.key === v);
  return known ? known.key : (ALIASES[v] ?? 'positions');
}

/** Which import a tab's "Import CSV" opens, and which tab shows what an import brought in. */
export const IMPORT_OF_TAB: Partial<Record<PortfolioTab, ImportKind>> = {
  positions: 'live-positions',
  sold: 'sold-positions',
  rollovers: 'rollover-history',
};
export const TAB_OF_IMPORT: Record<ImportKind, PortfolioTab> = {
  'live-positions': 'positions',
  'sold-positions': 'sold',
  'rollover-history': 'rollovers',
};
