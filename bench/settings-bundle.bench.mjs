// GET /api/settings/all (the whole settings bundle, read on every page load) for a heavily customised
// user, through gateway -> NATS -> settings -> Postgres, against two baselines measured in turns in the
// same run: a bare Express handler running the settings service's own bundle statement for the same
// user (what the bundle costs beyond reading the rows), and the same call for a user who saved nothing
// (what customisation costs the product). Knobs: BENCH_RULES (200, the per-user maximum),
// BENCH_ROW_COLORS per kind (1000), BENCH_LAYOUTS (100, the maximum), BENCH_CONCURRENCY (8),
// BENCH_SECONDS per scenario (4), BENCH_ROUNDS (3).
import { CONTAINER_TYPES, COLUMN_SETS, SETTINGS_SUBJECTS, TABLE_NAMES } from '@app/contracts';
import {
  answerOf,
  forkBench,
  loadCpu,
  pinServersAndLoad,
  setUpBenchInfra,
  startStack,
  stopForked,
} from './bench-infra.mjs';
import { alternate } from './http-load.mjs';
import { HTTP_HEAD, cpuLine, fmt, httpRatioRow, httpRow, report } from './report.mjs';

const RULES = Number(process.env.BENCH_RULES ?? 200);
const ROW_COLORS = Number(process.env.BENCH_ROW_COLORS ?? 1000);
const LAYOUTS = Number(process.env.BENCH_LAYOUTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONDITIONS = [
  'greater_than',
  'less_than',
  'equal_to',
  'greater_than_or_equal',
  'less_than_or_equal',
  'not_equal_to',
  'between',
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** A figure of each round of a scenario as "median (min-max)". */
const perRound = (r, key, digits = 1) => {
  const xs = r.rounds.map((x) => x[key]);
  return `${fmt(median(xs), digits)} (${fmt(Math.min(...xs), digits)}-${fmt(Math.max(...xs), digits)})`;
};
const hex = (i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;

/** Everything the settings service stores for one user, each kind filled up, through its own handlers. */
async function customise(rpc, userId) {
  const calls = [
    [
      SETTINGS_SUBJECTS.singletonPut,
      {
        name: 'portfolio_variables',
        body: { above_cash: 25000, below_cash: 5000, stock_commission_pct: 0.15, future_commission_pct: 0.03 },
      },
    ],
    [SETTINGS_SUBJECTS.singletonPut, { name: 'loss_cover', body: { min_loss_percent: 3, max_loss_percent: 40 } }],
    [
      SETTINGS_SUBJECTS.singletonPut,
      {
        name: 'color_preferences',
        body: { primary: '#112233', success: '#00aa00', danger: '#aa0000', warning: '#ffaa00', info: '#0055ff' },
      },
    ],
    [
      SETTINGS_SUBJECTS.singletonPut,
      {
        name: 'table_settings',
        body: {
          separate_pnl_columns: true,
          show_percentage_pnl: true,
          show_cash_pnl: false,
          enable_conditional_formatting: true,
          enable_row_colors: true,
        },
      },
    ],
    [
      SETTINGS_SUBJECTS.singletonPut,
      { name: 'font_preferences', body: { base_font_size: 13, font_family: 'JetBrains Mono, Menlo, monospace' } },
    ],
    [
      SETTINGS_SUBJECTS.singletonPut,
      {
        name: 'header_preferences',
        body: { auto_hide_enabled: true, proximity_threshold: 80, hide_delay: 2500, show_delay: 50 },
      },
    ],
    [
      SETTINGS_SUBJECTS.preferencesPut,
      {
        body: {
          preferences: {
            portfolio_above_cash: 25000,
            portfolio_below_cash: 5000,
            loss_cover_min_percent: 3,
            loss_cover_max_percent: 40,
          },
        },
      },
    ],
    ...TABLE_NAMES.map((table, i) => [SETTINGS_SUBJECTS.tableColorPut, { table, body: { color: hex(i + 1) } }]),
    ...CONTAINER_TYPES.map((type) => {
      const columns = [...COLUMN_SETS[type].columns];
      return [
        SETTINGS_SUBJECTS.columnConfigPut,
        {
          containerType: type,
          body: { containerType: type, selectedColumns: columns, columnOrder: [...columns].reverse() },
        },
      ];
    }),
    ...Array.from({ length: RULES }, (_, i) => {
      const type = CONDITIONS[i % CONDITIONS.length];
      return [
        SETTINGS_SUBJECTS.ruleCreate,
        {
          body: {
            table_name: TABLE_NAMES[i % TABLE_NAMES.length],
            priority: i % 50,
            is_active: i % 9 !== 0,
            condition_type: type,
            condition_value: -5000 + i * 37.5,
            condition_value_max: type === 'between' ? i * 40 : undefined,
            condition_column: ['profitLoss', 'profitLossPercent', 'livePrice', 'amount'][i % 4],
            text_color: hex(i),
            background_color: i % 3 ? hex(i + 7) : null,
            rule_name: `Rule ${i}: highlight bucket ${i % 17}`,
          },
        },
      ];
    }),
    ...['row_colors', 'row_text_colors'].flatMap((kind) =>
      Array.from({ length: ROW_COLORS }, (_, i) => [
        SETTINGS_SUBJECTS.rowColorSet,
        {
          kind,
          body: {
            table_name: TABLE_NAMES[i % TABLE_NAMES.length],
            row_identifier: `NSE:SYMBOL${i}-${i % 7 ? 'EQ' : 'FUT'}`,
            [kind === 'row_colors' ? 'background_color' : 'text_color']: hex(i + 3),
          },
        },
      ]),
    ),
    ...Array.from({ length: 60 }, (_, i) => [
      SETTINGS_SUBJECTS.collapsibleSet,
      { body: { container_id: `container-${i}`, is_collapsed: i % 2 === 0 } },
    ]),
  ];
  // A dashboard of 12 containers (two of each kind plus extras), each with its grid item and columns.
  const containers = ['live-portfolio', 'watchlist', 'analytics', 'loss-cover', 'rebuy']
    .flatMap((t) => [t, `${t}-2`])
    .concat(['watchlist-3', 'analytics-3']);
  const typeOf = (id) => id.replace(/-\d+$/, '');
  const grid = () =>
    containers.map((i, k) => ({ i, x: (k % 3) * 4, y: Math.floor(k / 3) * 6, w: 4, h: 6, minW: 2, minH: 2 }));
  const columnConfigs = Object.fromEntries(
    containers.slice(0, 6).map((id) => [
      id,
      {
        containerType: typeOf(id),
        selectedColumns: [...COLUMN_SETS[typeOf(id)].columns],
        columnOrder: [...COLUMN_SETS[typeOf(id)].columns],
      },
    ]),
  );
  const layouts = Array.from({ length: LAYOUTS }, (_, n) => [
    SETTINGS_SUBJECTS.layoutCreate,
    { body: { name: `Layout ${n}`, layout: grid(), containers, columnConfigs } },
  ]);
  const run = async (list) => {
    for (let i = 0; i < list.length; i += 16)
      await Promise.all(list.slice(i, i + 16).map(([subject, extra]) => rpc.request(subject, { ...extra, userId })));
  };
  await run([...calls, ...layouts]);
  const { layouts: saved } = await rpc.request(SETTINGS_SUBJECTS.layoutsList, { userId });
  await rpc.request(SETTINGS_SUBJECTS.activePut, { userId, body: { active_layout_id: saved[0].id } });
  await rpc.request(SETTINGS_SUBJECTS.lastUsedPut, {
    userId,
    body: { layout: grid(), containers, columnConfigs, timestamp: new Date().toISOString() },
  });
  return calls.length + layouts.length + 3;
}

const infra = await setUpBenchInfra();
const stack = await startStack(infra, ['auth', 'settings', 'gateway']);
const bare = forkBench('express-baseline.mjs', { DATABASE_URL: infra.databaseUrl });
const bareReady = answerOf(bare, 'ready');
try {
  const { port } = await bareReady;
  const heavy = await stack.signUp('bench.settings.heavy@example.com');
  const fresh = await stack.signUp('bench.settings.fresh@example.com');
  const saved = await customise(stack.rpc, heavy.userId);
  const product = { gateway: stack.pids.gateway, settings: stack.pids.settings, 'nats-server': infra.natsPid };
  const pinned = pinServersAndLoad([bare.pid, ...Object.values(stack.pids), infra.natsPid]);
  const [baseline, full, empty] = await alternate(
    [
      { url: `http://127.0.0.1:${port}/settings?user=${heavy.userId}`, pids: { express: bare.pid } },
      { url: `${stack.url}/api/settings/all`, headers: { cookie: heavy.cookie }, pids: product },
      { url: `${stack.url}/api/settings/all`, headers: { cookie: fresh.cookie }, pids: product },
    ],
    { seconds: SECONDS, rounds: ROUNDS, concurrency: CONCURRENCY, cpu: loadCpu },
  );
  report({
    title: 'Settings bundle',
    setup: `GET /api/settings/all: a user with ${RULES} formatting rules, ${fmt(ROW_COLORS, 0)} row colours and ${fmt(ROW_COLORS, 0)} row text colours, 60 collapse states, every column config, setting and table colour, ${LAYOUTS} saved layouts (${fmt(saved, 0)} saves); concurrency ${CONCURRENCY}, ${SECONDS} s per scenario in ${ROUNDS} alternating turns (the table pools them); ${pinned ? 'servers and NATS on core 0, load generator on core 1' : 'not pinned (taskset unavailable)'}`,
    head: HTTP_HEAD,
    rows: [
      httpRow('bare Express handler, same SQL, same user (baseline)', baseline),
      httpRow('gateway -> NATS -> settings, user who saved nothing', empty),
      httpRow('gateway -> NATS -> settings, customised user', full),
      httpRatioRow('ratio customised / bare handler', full, baseline),
      httpRatioRow('ratio customised / saved nothing', full, empty),
    ],
    notes: [
      `CPU ms per request (Postgres not counted): bare handler: ${cpuLine(baseline.cpuMsPerRequest)}; customised user: ${cpuLine(full.cpuMsPerRequest)}`,
      `Per turn, median (min-max): req/s bare ${perRound(baseline, 'perSecond')}, saved nothing ${perRound(empty, 'perSecond')}, customised ${perRound(full, 'perSecond')}; p99 ms bare ${perRound(baseline, 'p99')}, saved nothing ${perRound(empty, 'p99')}, customised ${perRound(full, 'p99')}`,
      'No PASS/FAIL: issue 23 sets no goal for this call, and none is made up here; the figures are for reference and for comparing builds.',
    ],
  });
} finally {
  await stopForked(bare);
  await stack.stop();
  await infra.close();
}
process.exit(0);
