// What browser-table.bench.mjs measures inside the page: animation frames, main-thread tasks over 50 ms
// (Long Tasks API) and, for each of those, the Long Animation Frame entry that says which scripts ran in
// it (sourceURL, sourceFunctionName, invoker, duration); plus the ticks the page received, counted from
// its Socket.IO frames outside the page so the count costs the page nothing.

/** Installed before the app's first script; counts only while `window.__bench.counting` is set. */
export const PAGE_PROBE = `
  window.__bench = { frames: 0, tasks: [], loafs: [], counting: false, last: 0, maxGap: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (window.__bench.counting) window.__bench.tasks.push(e.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    if (!window.__bench.counting) return;
    for (const e of list.getEntries())
      window.__bench.loafs.push({
        duration: e.duration,
        blocking: e.blockingDuration,
        scripts: e.scripts.map((s) => ({
          sourceURL: s.sourceURL,
          sourceFunctionName: s.sourceFunctionName,
          invoker: s.invoker,
          duration: s.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame' });
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

const START = `Object.assign(window.__bench, { frames: 0, tasks: [], loafs: [], maxGap: 0, last: 0, counting: true })`;
const STOP = `window.__bench.counting = false;
  ({ frames: window.__bench.frames, tasks: window.__bench.tasks, loafs: window.__bench.loafs, maxGap: window.__bench.maxGap })`;

/** Counts the ticks of every market_data_batch event the page's socket receives. */
export function countTicks(page) {
  const counter = { ticks: 0 };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('42["market_data_batch"')) return;
      const [, ticks] = JSON.parse(payload.slice(2));
      counter.ticks += Array.isArray(ticks) ? ticks.length : 0;
    }),
  );
  return counter;
}

/** Checks that the probe sees a deliberate 80 ms task, or its zero would mean nothing. */
export async function calibrate(page) {
  await page.evaluate(START);
  await page.evaluate('setTimeout(() => { const end = performance.now() + 80; while (performance.now() < end); }, 0)');
  // Observers report a little later, later still on a busy machine.
  let seen = { tasks: [], loafs: [] };
  for (let waited = 0; waited < 5000 && (seen.tasks.length < 1 || seen.loafs.length < 1); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await page.evaluate('({ tasks: window.__bench.tasks, loafs: window.__bench.loafs })');
  }
  await page.evaluate(STOP);
  if (seen.tasks.length < 1) throw new Error('the long-task probe did not see a deliberate 80 ms task');
  if (seen.loafs.length < 1) throw new Error('the long-animation-frame probe did not see a deliberate 80 ms task');
}

/**
 * One measured window of `seconds`: frames/s, the longest frame, tasks over 50 ms with their Long
 * Animation Frame entries, ticks/s to the page, and CPU (% of one core) per process from `cpu()`.
 */
export async function measureWindow(page, counter, seconds, cpu) {
  const ticksBefore = counter.ticks;
  const cpuBefore = cpu();
  await page.evaluate(START);
  const started = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const r = await page.evaluate(STOP);
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = cpu();
  return {
    fps: r.frames / elapsed,
    maxGap: r.maxGap,
    longTasks: r.tasks.length,
    longest: r.tasks.length ? Math.max(...r.tasks) : 0,
    loafs: r.loafs,
    ticksPerSecond: (counter.ticks - ticksBefore) / elapsed,
    cpu: Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, ((cpuAfter[k] - cpuBefore[k]) / elapsed) * 100])),
  };
}

/** The scripts that ran in long animation frames, grouped by source and function: lines to print. */
export function loafAttribution(loafs, limit = 8) {
  const byScript = new Map();
  for (const l of loafs)
    for (const s of l.scripts) {
      const file = (s.sourceURL || '(no source)').replace(/^https?:\/\/[^/]+/, '');
      const key = `${file} ${s.sourceFunctionName || '(anonymous)'} via ${s.invoker || '?'}`;
      const g = byScript.get(key) ?? { key, count: 0, total: 0, max: 0 };
      g.count += 1;
      g.total += s.duration;
      g.max = Math.max(g.max, s.duration);
      byScript.set(key, g);
    }
  return [...byScript.values()]
    .sort((a, b) => b.total - a.total)
    .slice(0, limit)
    .map((g) => `  ${g.key}: ${g.count}x, ${Math.round(g.total)} ms in all, longest ${Math.round(g.max)} ms`);
}
