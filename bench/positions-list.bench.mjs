// GET /api/portfolio/manual/positions with 1,000 positions through gateway -> NATS -> portfolio ->
// Postgres (plus one price lookup in the market service), against a bare node:http handler running the
// same SQL directly, at the same concurrency in the same run. Knobs: BENCH_POSITIONS, BENCH_REQUESTS,
// BENCH_CONCURRENCY.
import 'reflect-metadata';
import { createServer } from 'node:http';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { AUTH_SUBJECTS, PORTFOLIO_SUBJECTS, serviceSubjects } from '@app/contracts';
import { RpcClient, createLogger, startService } from '@app/common';
import { AuthModule } from '../apps/auth/dist/auth.module.js';
import { loadAuthConfig } from '../apps/auth/dist/config/auth.config.js';
import { createGateway } from '../apps/gateway/dist/bootstrap.js';
import { loadGatewayConfig } from '../apps/gateway/dist/config/gateway.config.js';
import { loadMarketConfig } from '../apps/market/dist/config/market.config.js';
import { MarketModule } from '../apps/market/dist/market.module.js';
import { loadPortfolioConfig } from '../apps/portfolio/dist/config/portfolio.config.js';
import { PortfolioModule } from '../apps/portfolio/dist/portfolio.module.js';
import { setUpBenchInfra } from './bench-infra.mjs';
import { load, printTable } from './http-load.mjs';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const TOKENS = [738561, 408065, 2953217, 341249, 779521];

const infra = await setUpBenchInfra();
const logger = createLogger({ service: 'bench', level: 'warn' });
const env = { NODE_ENV: 'test', DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, HEALTH_PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'warn', MARKET_ALWAYS_OPEN: 'true', RPC_TIMEOUT_MS: '30000' };
const start = (module, queue) => startService(module, { queue, natsUrl: infra.natsUrl, instance: `bench-${queue}`, logger, readinessSubject: serviceSubjects(queue).health });
const apps = [await start(AuthModule.forRoot(loadAuthConfig(env), logger), 'auth'), await start(MarketModule.forRoot(loadMarketConfig(env), logger), 'market'), await start(PortfolioModule.forRoot(loadPortfolioConfig(env), logger), 'portfolio')];
const gateway = await createGateway(loadGatewayConfig({ ...env, PORT: '0' }), logger);
await gateway.listen(0, '127.0.0.1');
const gatewayUrl = `http://127.0.0.1:${gateway.getHttpServer().address().port}`;
const bare = createServer();
const pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 10 });
try {
  const nc = await connect({ servers: infra.natsUrl });
  const rpc = new RpcClient(nc, 60000);
  await rpc.request(AUTH_SUBJECTS.register, { body: { email: 'bench.positions@example.com', password: 'Bench12345' } });
  const session = await rpc.request(AUTH_SUBJECTS.login, { email: 'bench.positions@example.com', password: 'Bench12345', client: { ip: '127.0.0.1' } });
  const positions = Array.from({ length: POSITIONS }, (_, i) => ({ tradingSymbol: `S${i % 5}`, instrumentToken: TOKENS[i % 5], exchange: 'NSE', buyPrice: 1000 + i, quantity: 1 + (i % 50) }));
  await rpc.request(PORTFOLIO_SUBJECTS.importPositions, { userId: session.user.id, body: { positions } });
  await nc.close();

  // The baseline does the same statement and JSON encoding, with no gateway, NATS, service or prices.
  bare.on('request', async (_req, res) => {
    const { rows } = await pool.query('SELECT * FROM portfolio.positions WHERE user_id = $1 ORDER BY created_at', [session.user.id]);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { positions: rows } }));
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
  const fullUrl = `${gatewayUrl}/api/portfolio/manual/positions`;
  const headers = { cookie: `access_token=${session.tokens.accessToken}` };
  const options = { total: REQUESTS, concurrency: CONCURRENCY };
  await load(bareUrl, {}, { total: 20, concurrency: 2 });
  await load(fullUrl, headers, { total: 20, concurrency: 2 });
  console.log(`positions list: ${POSITIONS} positions, ${REQUESTS} requests at concurrency ${CONCURRENCY}\n`);
  const baseline = await load(bareUrl, {}, options);
  const full = await load(fullUrl, headers, options);
  printTable('req/s', [
    { name: 'bare SQL handler (baseline)', ...baseline },
    { name: 'gateway -> NATS -> portfolio (+ prices)', ...full },
  ]);
} finally {
  await new Promise((r) => bare.close(r));
  await pool.end();
  await gateway.close();
  for (const app of apps.reverse()) await app.close();
  await infra.close();
}
process.exit(0);
