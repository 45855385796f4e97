import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setUpInfra, type TestInfra } from '../../support/infra.js';
import { TestStack } from '../../support/stack.js';

/** The built app the gateway serves; WEB_DIST points elsewhere (a build of one's own). */
export const WEB_DIST = process.env.WEB_DIST ?? join(process.cwd(), 'apps', 'web', 'dist');

export interface WebStack {
  infra: TestInfra;
  stack: TestStack;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The whole product for a browser: the five services and the gateway serving the built web app, on
 * this test file's own database and NATS, with the demo accounts and an always-open simulated market.
 */
export async function startWebStack(env: Record<string, string> = {}): Promise<WebStack> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('Browser tests need the built web app: npm run build -w apps/web');
  const infra = await setUpInfra();
  const stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '500',
    LOG_LEVEL: 'warn',
    RPC_TIMEOUT_MS: '5000',
    ...env,
  });
  await stack.startServices(['auth', 'settings', 'market', 'portfolio', 'alerts']);
  const baseUrl = await stack.startGateway({ WEB_DIST });
  return {
    infra,
    stack,
    baseUrl,
    close: async () => {
      await stack.close();
      await infra.close();
    },
  };
}
