// The alerts bench's reference: a replay written straight from the rules, kept obviously correct
// rather than fast. For every tick it looks at every target of the instrument:
// - the lowest price since the previous tick is the new day low if it fell, else the tick's price
//   (the first tick of an instrument counts its price only);
// - an armed target at or above min(price, that low) is reached: it fires unless it fired less than
//   300 s before (then it is only marked triggered); a fire starts a new cooldown;
// - then a triggered target re-arms when target x 1.01 < price.
import { STEP_MS, T0 } from './alerts-scenario.mjs';

const COOLDOWN_MS = 300_000;
const REARM = 1.01;

/** The stored targets, grouped by instrument, as the reference's own copies. */
export function referenceTargets(rows) {
  const byToken = new Map();
  for (const r of rows) {
    const token = Number(r.instrument_token);
    if (!byToken.has(token)) byToken.set(token, []);
    byToken.get(token).push({
      id: r.id,
      target: Number(r.target_price),
      state: r.state,
      lastFiredAt: r.last_fired_at ? new Date(r.last_fired_at).getTime() : null,
    });
  }
  return byToken;
}

/** Replays the batches over fresh copies of the targets; answers every fire as "id@epoch-ms", counts, and
 * the most targets one tick reached (the widest gap). */
export function replay(byToken, batches) {
  const targets = new Map([...byToken].map(([token, list]) => [token, list.map((t) => ({ ...t }))]));
  const previousLow = new Map();
  const fired = [];
  let suppressed = 0;
  let rearmed = 0;
  let widest = 0;
  const started = performance.now();
  batches.forEach((batch, b) => {
    const now = T0 + b * STEP_MS;
    for (const tick of batch) {
      const token = tick.instrument_token;
      const before = previousLow.get(token);
      const low = before !== undefined && tick.ohlc.low < before ? tick.ohlc.low : tick.last_price;
      previousLow.set(token, tick.ohlc.low);
      const floor = Math.min(tick.last_price, low);
      let reached = 0;
      for (const t of targets.get(token) ?? []) {
        if (t.state === 'armed' && t.target >= floor) {
          reached++;
          t.state = 'triggered';
          if (t.lastFiredAt !== null && now - t.lastFiredAt < COOLDOWN_MS) suppressed++;
          else {
            t.lastFiredAt = now;
            fired.push(`${t.id}@${now}`);
          }
        }
        if (t.state === 'triggered' && t.target * REARM < tick.last_price) {
          t.state = 'armed';
          rearmed++;
        }
      }
      widest = Math.max(widest, reached);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  let triggered = 0;
  for (const list of targets.values()) for (const t of list) if (t.state === 'triggered') triggered++;
  return { fired, suppressed, rearmed, widest, triggered, seconds };
}

/** Fires the reference has and the store lacks (missed), and stored fires beyond the reference's (extra or duplicate). */
export function compareFires(expected, stored) {
  const left = new Map();
  for (const k of expected) left.set(k, (left.get(k) ?? 0) + 1);
  let extra = 0;
  for (const k of stored) {
    const n = left.get(k) ?? 0;
    if (n === 0) extra++;
    else left.set(k, n - 1);
  }
  let missed = 0;
  for (const n of left.values()) missed += n;
  return { missed, extra };
}
