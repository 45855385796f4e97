// The REST baselines: a bare Express app in a process of its own, as the gateway and the services are,
// running the services' own statements straight against Postgres: no gateway, NATS, auth, validation,
// prices or mapping. Forked by the REST benchmarks; answers { type: 'ready', port } over IPC.
import express from 'express';
import pg from 'pg';

// The statement of apps/portfolio/src/positions/positions.repository.ts (list).
const POSITIONS_SQL = 'SELECT * FROM portfolio.positions WHERE user_id = $1 ORDER BY created_at';

// The statement of apps/settings/src/bundle/bundle.repository.ts (the whole bundle in one round trip).
const BUNDLE_SQL = `
SELECT
  (SELECT to_jsonb(s) - 'user_id' FROM settings.user_settings s WHERE s.user_id = $1) AS settings,
  (SELECT coalesce(jsonb_agg(to_jsonb(r) - 'user_id' ORDER BY r.priority DESC, r.created_at), '[]'::jsonb)
     FROM settings.conditional_formatting_rules r WHERE r.user_id = $1) AS rules,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('table_name', c.table_name, 'row_identifier', c.row_identifier,
          'background_color', c.background_color) ORDER BY c.table_name, c.row_identifier), '[]'::jsonb)
     FROM settings.row_colors c WHERE c.user_id = $1) AS row_colors,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('table_name', c.table_name, 'row_identifier', c.row_identifier,
          'text_color', c.text_color) ORDER BY c.table_name, c.row_identifier), '[]'::jsonb)
     FROM settings.row_text_colors c WHERE c.user_id = $1) AS row_text_colors,
  (SELECT coalesce(jsonb_object_agg(k.container_id, k.is_collapsed), '{}'::jsonb)
     FROM settings.collapsible_states k WHERE k.user_id = $1) AS collapsible,
  (SELECT coalesce(jsonb_object_agg(cc.container_type, jsonb_build_object('containerType', cc.container_type,
          'selectedColumns', cc.selected_columns, 'columnOrder', cc.column_order)), '{}'::jsonb)
     FROM settings.column_configs cc WHERE cc.user_id = $1) AS column_configs`;

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
