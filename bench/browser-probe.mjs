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

const THREAD_TASK = 'ThreadControllerImpl::RunTask';

/**
 * A Chromium trace of a window (through the page's DevTools session), read for what a long task was made
 * of: for each task over `longMs` on the page's main thread its length, the thread's own CPU time in it and
 * the time it stood blocked in Commit (waiting for the compositor); and the CPU share of the main thread
 * and of the display compositor (VizCompositorThread). A task far longer than its CPU time was kept off the
 * core by other threads. Tracing costs CPU itself, so a traced run's verdict is not the bench's.
 */
export function windowTracer(cdp, longMs) {
  let events = [];
  let done = null;
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const e of value) events.push(e);
  });
  const categories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'viz'];
  return {
    async start() {
      events = [];
      done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: categories },
      });
    },
    async stop() {
      await cdp.send('Tracing.end');
      await done;
      return readTrace(events, longMs);
    },
  };
}

function readTrace(events, longMs) {
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const byThread = new Map();
  for (const e of events)
    if (e.ph === 'X' && e.dur !== undefined) {
      const key = `${e.pid}:${e.tid}`;
      if (!byThread.has(key)) byThread.set(key, []);
      byThread.get(key).push(e);
    }
  const threads = (name) => [...byThread].filter(([k]) => names.get(k) === name).map(([, es]) => es);
  const [main = []] = threads('CrRendererMain').sort((a, b) => b.length - a.length);
  const stamps = events.filter((e) => e.ts > 0).map((e) => e.ts);
  const span = stamps.reduce((a, b) => Math.max(a, b), 0) - stamps.reduce((a, b) => Math.min(a, b), Infinity);
  const cpuShare = (es) =>
    (es.filter((e) => e.name === THREAD_TASK).reduce((n, e) => n + (e.tdur ?? 0), 0) / span) * 100;
  const long = main
    .filter((t) => t.name === THREAD_TASK && t.dur / 1000 > longMs)
    .map((t) => {
      const commit = main.filter((e) => e.name === 'Commit' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      return { wall: t.dur / 1000, cpu: (t.tdur ?? 0) / 1000, commit: commit.reduce((n, e) => n + e.dur, 0) / 1000 };
    });
  return {
    long,
    work: selfTimes(main, span),
    mainCpu: cpuShare(main),
    vizCpu: threads('VizCompositorThread').reduce((n, es) => n + cpuShare(es), 0),
  };
}

/**
 * The main thread's time by trace event, each event's own time (less the events nested in it), in ms per
 * second of the window: what the page's frames are made of (script, style, layout, paint, ...).
 */
function selfTimes(events, span) {
  const sorted = events.filter((e) => e.name !== THREAD_TASK).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const open = [];
  for (const e of sorted) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - e.dur);
    own.set(e.name, (own.get(e.name) ?? 0) + e.dur);
    open.push(e);
  }
  return Object.fromEntries([...own].map(([k, us]) => [k, (us / span) * 1000]));
}

/**
 * One measured window of `seconds`: frames/s, the longest frame, tasks over 50 ms with their Long
 * Animation Frame entries, ticks/s to the page, and CPU (% of one core) per process from `cpu()`; with a
 * `tracer` (windowTracer), what its trace says of the window.
 */
export async function measureWindow(page, counter, seconds, cpu, tracer = null) {
  await tracer?.start();
  const ticksBefore = counter.ticks;
  const cpuBefore = cpu();
  await page.evaluate(START);
  const started = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const r = await page.evaluate(STOP);
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = cpu();
  const ticks = counter.ticks - ticksBefore;
  // After the counts: ending a trace takes a while, and ticks keep arriving meanwhile.
  const traced = await tracer?.stop();
  return {
    traced,
    fps: r.frames / elapsed,
    maxGap: r.maxGap,
    longTasks: r.tasks.length,
    longest: r.tasks.length ? Math.max(...r.tasks) : 0,
    loafs: r.loafs,
    ticksPerSecond: ticks / elapsed,
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
