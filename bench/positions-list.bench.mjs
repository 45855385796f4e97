// GET /api/portfolio/manual/positions with 200 positions through gateway -> NATS -> portfolio ->
// Postgres (plus the one price lookup in the market service), against a bare Express handler running
// the same statement directly, at the same concurrency, in turns, in the same run. Every service runs
// in its own process from its build output; so does the Express baseline. Knobs: BENCH_POSITIONS (200),
// BENCH_CONCURRENCY (8), BENCH_SECONDS per scenario (6), BENCH_ROUNDS (2).
import { MARKET_SUBJECTS, PORTFOLIO_SUBJECTS } from '@app/contracts';
import { answerOf, forkBench, loadCpu, setUpBenchInfra, startStack, stopForked } from './bench-infra.mjs';
import { alternate } from './http-load.mjs';
import { HTTP_HEAD, cpuLine, httpRatioRow, httpRow, report } from './report.mjs';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const infra = await setUpBenchInfra();
const stack = await startStack(infra, ['auth', 'market', 'portfolio', 'gateway']);
const bare = forkBench('express-baseline.mjs', { DATABASE_URL: infra.databaseUrl });
const bareReady = answerOf(bare, 'ready');
try {
  const { port } = await bareReady;
  const user = await stack.signUp('bench.positions@example.com');
  // Spread over every priced instrument of the master, as a real book is, so the price lookup is real.
  const { market_data: instruments } = await stack.rpc.request(MARKET_SUBJECTS.overview, {});
  const positions = Array.from({ length: POSITIONS }, (_, i) => {
    const q = instruments[i % instruments.length];
    return {
      tradingSymbol: q.tradingsymbol,
      instrumentToken: q.instrument_token,
      exchange: q.exchange,
      instrumentType: q.instrument_type === 'FUT' ? 'FUT' : 'EQ',
      buyPrice: Math.round(q.last_price * (0.8 + (i % 40) / 100) * 100) / 100,
      quantity: 1 + (i % 50),
    };
  });
  for (let from = 0; from < POSITIONS; from += 1000) {
    await stack.rpc.request(PORTFOLIO_SUBJECTS.importPositions, {
      userId: user.userId,
      body: { positions: positions.slice(from, from + 1000) },
    });
  }

  const [baseline, full] = await alternate(
    [
      { url: `http://127.0.0.1:${port}/positions?user=${user.userId}`, pids: { express: bare.pid } },
      {
        url: `${stack.url}/api/portfolio/manual/positions`,
        headers: { cookie: user.cookie },
        pids: {
          gateway: stack.pids.gateway,
          portfolio: stack.pids.portfolio,
          market: stack.pids.market,
          'nats-server': infra.natsPid,
        },
      },
    ],
    { seconds: SECONDS, rounds: ROUNDS, concurrency: CONCURRENCY, cpu: loadCpu },
  );
  report({
    title: 'REST: positions list',
    setup: `GET /api/portfolio/manual/positions: ${POSITIONS} positions on ${Math.min(POSITIONS, instruments.length)} instruments, concurrency ${CONCURRENCY}, ${SECONDS} s per scenario in ${ROUNDS} turns`,
    head: HTTP_HEAD,
    rows: [
      httpRow('bare Express handler, same SQL (baseline)', baseline, 0),
      httpRow('gateway -> NATS -> portfolio (+ prices)', full, 0),
      httpRatioRow('ratio full / baseline', full, baseline),
    ],
    notes: [
      `CPU ms per request (Postgres not counted): baseline: ${cpuLine(baseline.cpuMsPerRequest)}; full: ${cpuLine(full.cpuMsPerRequest)}`,
      `target: full req/s at least 1/3 of the baseline: ${full.perSecond * 3 >= baseline.perSecond ? 'met' : 'NOT met'}`,
    ],
  });
} finally {
  await stopForked(bare);
  await stack.stop();
  await infra.close();
}
process.exit(0);
