// The REST baselines: a bare Express app in a process of its own, as the gateway and the services are,
// running the services' own statements straight against Postgres: no gateway, NATS, auth, validation,
// prices or mapping. Forked by the REST benchmarks; answers { type: 'ready', port } over IPC.
import express from 'express';
import pg from 'pg';

// The services' own statements, from their build, so the baseline runs exactly what they run.
import { LIST_POSITIONS_SQL as POSITIONS_SQL } from '../apps/portfolio/dist/positions/positions.repository.js';
import { BUNDLE_SQL } from '../apps/settings/dist/bundle/bundle.repository.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
const app = express();
app.disable('x-powered-by');
app.get('/positions', async (req, res) => {
  const { rows } = await pool.query(POSITIONS_SQL, [req.query.user]);
  res.json({ success: true, data: rows });
});
app.get('/settings', async (req, res) => {
  const { rows } = await pool.query(BUNDLE_SQL, [req.query.user]);
  res.json({ success: true, data: rows[0] });
});

const server = app.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
