import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { join } from 'node:path';

// The web app's layers, app -> pages -> features -> shared, are a lint rule of the repo's own config.
// Each case lints a small file as if it lay at `file` and reads what the rule says.
const SRC = join(process.cwd(), 'apps', 'web', 'src');

const MESSAGES = {
  sharedUp: 'Shared code knows no feature, page or app',
  featureUp: 'A feature may not import a page or the app',
  pageUp: 'A page may not import the app',
  otherPage: 'A page may not import another page',
  internals: 'Import another feature only through its index.ts',
};

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The layer rule's messages for `code` in the file at `file` (relative to apps/web/src). */
async function layerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(SRC, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function expectRefused(file: string, code: string, message: string): Promise<void> {
  const found = await layerMessages(file, code);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain(message);
}

describe('web layers lint rule', () => {
  it('refuses a shared file that imports a feature', async () => {
    await expectRefused(
      'shared/format/money.ts',
      "export { usePositions } from '../../features/portfolio';\n",
      MESSAGES.sharedUp,
    );
    await expectRefused('shared/config.ts', "import '../features/alerts';\n", MESSAGES.sharedUp);
  });

  it('refuses a shared file that imports a page or the app', async () => {
    await expectRefused('shared/ui/Card.tsx', "export { App } from '../../app/App';\n", MESSAGES.sharedUp);
    await expectRefused(
      'shared/ui/Card.tsx',
      "export { RebuyPage } from '../../pages/rebuy/RebuyPage';\n",
      MESSAGES.sharedUp,
    );
  });

  it("refuses a feature that imports another feature's internal file", async () => {
    await expectRefused(
      'features/rebuy/useRebuy.ts',
      "export { useWatchlist } from '../watchlist/useWatchlist';\n",
      MESSAGES.internals,
    );
    await expectRefused(
      'features/rebuy/useRebuy.ts',
      "import type { WatchlistRow } from '../../features/watchlist/watchlistMath';\nexport type Row = WatchlistRow;\n",
      MESSAGES.internals,
    );
  });

  it('refuses a feature that imports a page', async () => {
    await expectRefused(
      'features/rebuy/RebuyTable.tsx',
      "export { RebuyPage } from '../../pages/rebuy/RebuyPage';\n",
      MESSAGES.featureUp,
    );
  });

  it('refuses a feature that imports the app', async () => {
    await expectRefused(
      'features/alerts/NotificationBell.tsx',
      "export { App } from '../../app/App';\n",
      MESSAGES.featureUp,
    );
  });

  it('refuses a page that imports the app, another page, or a feature file other than its index', async () => {
    await expectRefused('pages/rebuy/RebuyPage.tsx', "export { PAGES } from '../../app/pages';\n", MESSAGES.pageUp);
    await expectRefused(
      'pages/rebuy/RebuyPage.tsx',
      "export { WatchlistPage } from '../watchlist/WatchlistPage';\n",
      MESSAGES.otherPage,
    );
    await expectRefused(
      'pages/rebuy/RebuyPage.tsx',
      "export { useRebuy } from '../../features/rebuy/useRebuy';\n",
      MESSAGES.internals,
    );
  });

  it("refuses the app reaching into a feature's files", async () => {
    await expectRefused(
      'app/shell/Header.tsx',
      "export { NotificationBell } from '../../features/alerts/NotificationBell';\n",
      MESSAGES.internals,
    );
  });

  it('lets each layer import downward, and another feature through its index.ts', async () => {
    const cases: Array<[string, string]> = [
      [
        'features/rebuy/useRebuy.ts',
        "export { useWatchlist } from '../watchlist';\nexport { retryOnce } from '../../shared/api/retry';\nexport { rebuyApi } from './rebuyApi';\n",
      ],
      ['features/rebuy/useRebuy.ts', "export { useWatchlist } from '../watchlist/index';\n"],
      [
        'pages/rebuy/RebuyPage.tsx',
        "export { useRebuy } from '../../features/rebuy';\nexport { Card } from '../../shared/ui';\n",
      ],
      ['app/pages.ts', "export const load = () => import('../pages/rebuy/RebuyPage');\n"],
      ['app/shell/Header.tsx', "export { NotificationBell } from '../../features/alerts';\n"],
      [
        'shared/api/useApiData.ts',
        "export { useAuth } from '../session/useAuth';\nexport { config } from '../config';\n",
      ],
    ];
    for (const [file, code] of cases)
      expect({ file, messages: await layerMessages(file, code) }).toEqual({ file, messages: [] });
  });
});
