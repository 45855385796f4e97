// The browser under the heaviest live load the product expects: the Portfolio page with 2,000 positions
// while the feed sends about 2,000 ticks a second to it, for BENCH_SECONDS (10). The baseline is the
// same page with the same rows and the user's stream stopped, measured in the same run. Prints frames
// per second, long tasks (main-thread work over 50 ms, from the browser's Long Tasks API), the longest
// task, and the ticks delivered to the page per second. Needs the built services and web app (npm run
// bench builds both) and Debian's Chromium. Knobs: BENCH_ROWS, BENCH_INTERVAL_MS, BENCH_SECONDS.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { connect } from '@nats-io/transport-node';
import { AUTH_SUBJECTS, MARKET_SUBJECTS, PORTFOLIO_SUBJECTS, serviceSubjects } from '@app/contracts';
import { RpcClient, createLogger, metricsText, startService } from '@app/common';
import { AuthModule } from '../apps/auth/dist/auth.module.js';
import { loadAuthConfig } from '../apps/auth/dist/config/auth.config.js';
import { createGateway } from '../apps/gateway/dist/bootstrap.js';
import { loadGatewayConfig } from '../apps/gateway/dist/config/gateway.config.js';
import { loadMarketConfig } from '../apps/market/dist/config/market.config.js';
import { MarketModule } from '../apps/market/dist/market.module.js';
import { loadPortfolioConfig } from '../apps/portfolio/dist/config/portfolio.config.js';
import { PortfolioModule } from '../apps/portfolio/dist/portfolio.module.js';
import { loadSettingsConfig } from '../apps/settings/dist/config/settings.config.js';
import { SettingsModule } from '../apps/settings/dist/settings.module.js';
import { loadAlertsConfig } from '../apps/alerts/dist/config/alerts.config.js';
import { AlertsModule } from '../apps/alerts/dist/alerts.module.js';
import { setUpBenchInfra } from './bench-infra.mjs';
import { fmt, ratio, report } from './report.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = join(process.cwd(), 'apps', 'web', 'dist');
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium, or CHROMIUM_PATH)`);
if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('Build the web app first: npm run build -w apps/web');

/** Ticks the gateway has emitted to sockets so far (its Prometheus counter, same process). */
async function ticksDelivered() {
  const { body } = await metricsText();
  const line = body.split('\n').find((l) => l.startsWith('trading_ticks_delivered_total '));
  return line ? Number(line.split(' ')[1]) : 0;
}

// Counts animation frames and records every long task, from the first script of the page.
const PAGE_PROBE = `
  window.__bench = { frames: 0, tasks: [], counting: false, last: 0, maxGap: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (window.__bench.counting) window.__bench.tasks.push(e.duration);
  }).observe({ entryTypes: ['longtask'] });
  const tick = (t) => {
    const b = window.__bench;
    if (b.counting) {
      b.frames++;
      if (b.last) b.maxGap = Math.max(b.maxGap, t - b.last);
    }
    b.last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

async function measure(page) {
  const before = await ticksDelivered();
  await page.evaluate(
    'window.__bench.frames = 0; window.__bench.tasks = []; window.__bench.maxGap = 0; window.__bench.last = 0; window.__bench.counting = true',
  );
  const started = Date.now();
  await pause(SECONDS * 1000);
  const result = await page.evaluate(
    'window.__bench.counting = false; ({ frames: window.__bench.frames, tasks: window.__bench.tasks, maxGap: window.__bench.maxGap })',
  );
  const elapsed = (Date.now() - started) / 1000;
  const ticks = (await ticksDelivered()) - before;
  return {
    fps: result.frames / elapsed,
    longTasks: result.tasks.length,
    longest: result.tasks.length ? Math.max(...result.tasks) : 0,
    maxGap: result.maxGap,
    ticksPerSecond: ticks / elapsed,
  };
}

const infra = await setUpBenchInfra();
const logger = createLogger({ service: 'bench', level: 'error' });
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: infra.databaseUrl,
  NATS_URL: infra.natsUrl,
  HEALTH_PORT: '0',
  METRICS_PORT: '0',
  LOG_LEVEL: 'warn',
  MARKET_ALWAYS_OPEN: 'true',
  SIMULATOR_INTERVAL_MS: String(INTERVAL_MS),
  RPC_TIMEOUT_MS: '30000',
};
const start = (module, queue) =>
  startService(module, {
    queue,
    natsUrl: infra.natsUrl,
    instance: `bench-${queue}`,
    logger,
    readinessSubject: serviceSubjects(queue).health,
  });
const apps = [
  await start(AuthModule.forRoot(loadAuthConfig(env), logger), 'auth'),
  await start(SettingsModule.forRoot(loadSettingsConfig(env), logger), 'settings'),
  await start(MarketModule.forRoot(loadMarketConfig(env), logger), 'market'),
  await start(PortfolioModule.forRoot(loadPortfolioConfig(env), logger), 'portfolio'),
  await start(AlertsModule.forRoot(loadAlertsConfig(env), logger), 'alerts'),
];
const gateway = await createGateway(loadGatewayConfig({ ...env, PORT: '0', WEB_DIST }), logger);
await gateway.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${gateway.getHttpServer().address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const nc = await connect({ servers: infra.natsUrl });
  const rpc = new RpcClient(nc, 60000);
  await rpc.request(AUTH_SUBJECTS.register, { body: { email: 'bench.browser@example.com', password: 'Bench12345' } });
  const session = await rpc.request(AUTH_SUBJECTS.login, {
    email: 'bench.browser@example.com',
    password: 'Bench12345',
    client: { ip: '127.0.0.1' },
  });
  // Every priced instrument of the master (stocks, indices, futures), each repeated across the rows.
  const overview = await rpc.request(MARKET_SUBJECTS.overview, {});
  const instruments = overview.market_data;
  for (let from = 0; from < ROWS; from += 1000) {
    const positions = Array.from({ length: Math.min(1000, ROWS - from) }, (_, k) => {
      const q = instruments[(from + k) % instruments.length];
      return {
        tradingSymbol: q.tradingsymbol,
        instrumentToken: q.instrument_token,
        exchange: q.exchange,
        instrumentType: q.instrument_type === 'FUT' ? 'FUT' : 'EQ',
        buyPrice: Math.round(q.last_price * (0.8 + ((from + k) % 40) / 100) * 100) / 100,
        quantity: 1 + ((from + k) % 50),
      };
    });
    await rpc.request(PORTFOLIO_SUBJECTS.importPositions, { userId: session.user.id, body: { positions } });
  }
  await nc.close();

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'access_token', value: session.tokens.accessToken, url: base }]);
  await context.addInitScript(
    ({ user }) => {
      sessionStorage.setItem('user', JSON.stringify(user));
    },
    { user: { email: session.user.email, user_type: session.user.user_type, id: session.user.id } },
  );
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  await page.goto(`${base}/dashboard/portfolio`);
  await page.getByRole('columnheader', { name: /P&L Cash/ }).waitFor({ timeout: 60_000 });
  await page.locator('tbody tr').nth(10).waitFor({ timeout: 60_000 });
  const stream = (action) =>
    page.evaluate(
      `fetch('/api/websocket/${action}', { method: 'POST', credentials: 'include' }).then((r) => r.status)`,
    );
  await pause(3000);
  // The probe must see a long task when there is one, or its zero below would mean nothing.
  await page.evaluate(
    'window.__bench.counting = true; setTimeout(() => { const end = performance.now() + 80; while (performance.now() < end); }, 0)',
  );
  await pause(300);
  const calibration = await page.evaluate('window.__bench.counting = false; window.__bench.tasks.length');
  if (calibration < 1) throw new Error('the long-task probe did not see a deliberate 80 ms task');

  if ((await stream('stop')) !== 200) throw new Error('could not stop the stream');
  await pause(1000);
  const idle = await measure(page);
  if ((await stream('start')) !== 200) throw new Error('could not start the stream');
  await pause(2000);
  const live = await measure(page);

  const rows = [
    ['same page, stream stopped (baseline)', idle],
    ['same page, live ticks', live],
  ].map(([name, r]) => [
    name,
    fmt(r.ticksPerSecond, 0),
    fmt(r.fps),
    fmt(r.maxGap),
    String(r.longTasks),
    r.longTasks ? fmt(r.longest) : 'none',
  ]);
  rows.push(['ratio live / baseline', '', ratio(live.fps, idle.fps), ratio(live.maxGap, idle.maxGap), '', '']);
  report({
    title: 'Browser table',
    setup: `browser table: ${fmt(ROWS, 0)} live positions on ${instruments.length} instruments, simulator step ${INTERVAL_MS} ms, ${SECONDS} s each`,
    head: ['scenario', 'ticks/s to page', 'frames/s', 'longest frame ms', 'tasks > 50 ms', 'longest task ms'],
    rows,
    notes: [
      `under live load: ${live.longTasks === 0 ? 'no main-thread task over 50 ms' : `${live.longTasks} tasks over 50 ms, the longest ${fmt(live.longest)} ms`}; the longest frame took ${fmt(live.maxGap)} ms`,
    ],
  });
} finally {
  await browser.close();
  await gateway.close();
  for (const app of apps.reverse()) await app.close();
  await infra.close();
}
process.exit(0);
