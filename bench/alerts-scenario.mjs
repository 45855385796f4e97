// The alerts bench's market, built the same way by the bench (for the reference replay) and by the
// engine's host process: targets seeded into Postgres, and a deterministic stream of tick batches.
// Knobs: BENCH_TARGETS (1,000,000), BENCH_INSTRUMENTS (5,000), BENCH_BATCHES (200).

export const TARGETS = Number(process.env.BENCH_TARGETS ?? 1_000_000);
export const INSTRUMENTS = Number(process.env.BENCH_INSTRUMENTS ?? 5000);
/** One batch holds one tick of every instrument: a frame of the full-universe feed. */
export const BATCHES = Number(process.env.BENCH_BATCHES ?? 200);
/** Virtual time between batches. 200 batches span 200 s, inside one 300 s cooldown. */
export const STEP_MS = 1000;
/** Virtual time of the first batch (a Monday's open, 09:15 IST). */
export const T0 = Date.UTC(2026, 0, 5, 3, 45);
/** Share of targets seeded with a recent alert, their cooldowns ending at spread times during the run. */
export const COOLING_SHARE = 0.1;
/** Per instrument and batch: chance of a 2-7 % gap down (and as often up), and of a dip below the price. */
const GAP = 0.0005;
const DIP = 0.002;

/** mulberry32: a small seeded generator, so both processes draw the same numbers. */
export function random32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const tokenOf = (i) => 100_001 + i;

/** Each instrument's opening price, ₹100 to ₹3,000. */
export function basePrices() {
  const rnd = random32(7);
  return Array.from({ length: INSTRUMENTS }, () => Math.round((100 + rnd() * 2900) * 20) / 20);
}

/**
 * Targets per instrument: `uniform` spreads them evenly; `zipf` gives the instrument of rank k a share
 * proportional to 1/k (the first of 5,000 holds about 11 %), as watchers crowd the liquid names.
 */
export function targetCounts(kind) {
  const weights = Array.from({ length: INSTRUMENTS }, (_, k) => (kind === 'zipf' ? 1 / (k + 1) : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * TARGETS));
  let left = TARGETS - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k = (k + 1) % INSTRUMENTS, left--) counts[k]++;
  return counts;
}

/**
 * Seeds the targets straight into alerts.watchlist_entries: each a random price 0-15 % below its
 * instrument's opening price, armed; a share of them fired within the last 300 s before T0. A copy of
 * the seeded state (bench_seed) lets each round start from the same state.
 */
export async function seedTargets(db, kind) {
  const counts = targetCounts(kind);
  const bases = basePrices();
  await db.query('TRUNCATE alerts.alerts, alerts.watchlist_entries');
  await db.query('SELECT setseed(0.42)');
  await db.query(
    `INSERT INTO alerts.watchlist_entries (user_id, instrument_token, tradingsymbol, name, exchange, target_price, state, last_fired_at)
     SELECT gen_random_uuid(), c.token, 'SYM' || c.token, 'Instrument ' || c.token, 'NSE',
            round((c.base * (0.85 + 0.15 * random()))::numeric, 2), 'armed',
            CASE WHEN random() < $4 THEN to_timestamp(($5::float8 - 300000 + random() * $6) / 1000) END
       FROM unnest($1::bigint[], $2::int[], $3::float8[]) AS c(token, n, base), generate_series(1, c.n)`,
    [counts.map((_, i) => tokenOf(i)), counts, bases, COOLING_SHARE, T0, BATCHES * STEP_MS],
  );
  await db.query('DROP TABLE IF EXISTS bench_seed');
  await db.query('CREATE TABLE bench_seed AS SELECT id, last_fired_at FROM alerts.watchlist_entries');
  await db.query('ALTER TABLE bench_seed ADD PRIMARY KEY (id)');
  await db.query('VACUUM ANALYZE alerts.watchlist_entries');
}

/** Puts every target back as seeded and forgets the stored alerts, for the next round. */
export async function resetTargets(db) {
  await db.query('TRUNCATE alerts.alerts');
  await db.query(
    `UPDATE alerts.watchlist_entries w SET state = 'armed', last_fired_at = s.last_fired_at
       FROM bench_seed s WHERE s.id = w.id AND (w.state <> 'armed' OR w.last_fired_at IS DISTINCT FROM s.last_fired_at)`,
  );
  await db.query('VACUUM alerts.watchlist_entries');
}

/**
 * The tick batches: per instrument a walk of about 0.03 % a second pulled back to its opening price,
 * with gaps of 2-7 % down (through many targets at once) and up (re-arming them), and dips where the
 * day low falls up to 2 % below the price between two ticks. Prices move in 5-paise steps.
 */
export function tickBatches() {
  const rnd = random32(11);
  const bases = basePrices();
  const price = bases.slice();
  const low = bases.slice();
  const high = bases.slice();
  const batches = [];
  for (let b = 0; b < BATCHES; b++) {
    const at = new Date(T0 + b * STEP_MS).toISOString();
    const batch = new Array(INSTRUMENTS);
    for (let i = 0; i < INSTRUMENTS; i++) {
      const r = rnd();
      let move = (rnd() + rnd() + rnd() - 1.5) * 0.0006 + (bases[i] - price[i]) / bases[i] / 50;
      if (r < GAP) move = -(0.02 + 0.05 * rnd());
      else if (r < 2 * GAP) move = 0.02 + 0.05 * rnd();
      const p = Math.max(0.05, Math.round(price[i] * (1 + move) * 20) / 20);
      price[i] = p;
      const dip = rnd() < DIP ? Math.round(p * (1 - 0.02 * rnd()) * 20) / 20 : p;
      low[i] = Math.min(low[i], p, dip);
      high[i] = Math.max(high[i], p);
      const close = bases[i];
      batch[i] = {
        instrument_token: tokenOf(i),
        last_price: p,
        ohlc: { open: close, high: high[i], low: low[i], close },
        change: p - close,
        change_percent: ((p - close) * 100) / close,
        volume: 1000 * (b + 1),
        timestamp: at,
      };
    }
    batches.push(batch);
  }
  return batches;
}
