import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm test` builds the web app before jest runs; the build writes this manifest of its chunks.
const DIST = process.env.WEB_DIST ?? join(process.cwd(), 'apps', 'web', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const PAGES = [
  'src/pages/overview/OverviewPage.tsx',
  'src/pages/portfolio/PortfolioPage.tsx',
  'src/pages/orders/OrdersPage.tsx',
  'src/pages/analytics/AnalyticsPage.tsx',
  'src/pages/watchlist/WatchlistPage.tsx',
  'src/pages/rebuy/RebuyPage.tsx',
  'src/pages/loss-cover/LossCoverPage.tsx',
  'src/pages/charts/ChartsPage.tsx',
  'src/pages/market-data/MarketDataPage.tsx',
  'src/pages/settings/SettingsPage.tsx',
  'src/pages/zerodha-data/BrokerDataPage.tsx',
  'src/pages/admin-users/UserManagementPage.tsx',
  'src/pages/admin-corporate-actions/CorporateActionsPage.tsx',
];

describe('web app bundle', () => {
  it('was built with a manifest', () => {
    expect(existsSync(MANIFEST)).toBe(true);
  });

  const manifest = existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>) : {};
  const entry = Object.values(manifest).find((c) => c.isEntry);
  /** Every chunk the first screen loads: the entry and what it imports statically, transitively. */
  const firstScreen = new Set<string>();
  const visit = (key: string) => {
    if (firstScreen.has(key)) return;
    firstScreen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  if (entry) visit(Object.keys(manifest).find((k) => manifest[k] === entry)!);

  it.each(PAGES)('loads %s on demand, in its own chunk', (page) => {
    const chunk = manifest[page];
    expect(chunk?.isDynamicEntry).toBe(true);
    expect(firstScreen.has(page)).toBe(false);
    // No other page shares its chunk file.
    const sharing = PAGES.filter((p) => p !== page && manifest[p]?.file === chunk?.file);
    expect(sharing).toEqual([]);
  });
});
