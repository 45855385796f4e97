// The tick benchmark's clients, in a process of their own so their work does not run on the event loop
// of the servers they measure. One harness for both scenarios: the same socket.io-client options, the
// same handlers and the same counting, whichever server the sockets point at. Driven over IPC:
//   { type: 'connect', target, url, clients: [{ auth, headers }], event }  opens the sockets
//   { type: 'start', target, from, to }  /  { type: 'stop', target }        a counting window
// A tick counts when its feed frame was made in [from, to) (epoch ms) and it has arrived by 'stop', so
// a window holds a whole number of frames however the messages line up with it.
//   { type: 'close' }                                                       closes every socket
// A tick counts once per socket: the product answers a subscribe with the latest price of each
// instrument, which repeats a tick the socket already had (same instrument, same frame) with that
// frame's timestamp; counted again, the repeat would read as a late feed tick. Only the first copy
// counts, whichever way it came.
// Latencies go into a histogram of whole milliseconds (tick timestamps have ms resolution), which the
// parent can add up across processes.
import { io } from 'socket.io-client';

const targets = new Map();
const CONNECT_IN_PARALLEL = 50;

function newTarget() {
  return {
    sockets: [],
    from: Infinity,
    to: -Infinity,
    count: 0,
    histogram: new Map(),
    lastStamp: '',
    lastMs: 0,
    dropped: new Map(),
  };
}

function record(target, seen, tick, receivedAt) {
  // Ticks of one feed frame share their timestamp; parse it once per frame, not once per tick.
  if (tick.timestamp !== target.lastStamp) {
    target.lastStamp = tick.timestamp;
    target.lastMs = Date.parse(tick.timestamp);
  }
  if (target.lastMs < target.from || target.lastMs >= target.to) return;
  if ((seen.get(tick.instrument_token) ?? -Infinity) >= target.lastMs) return;
  seen.set(tick.instrument_token, target.lastMs);
  const ms = receivedAt - target.lastMs;
  target.count++;
  target.histogram.set(ms, (target.histogram.get(ms) ?? 0) + 1);
}

function open(target, url, client, event) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: client.auth,
      extraHeaders: client.headers,
    });
    // Per socket: the latest frame time counted for each instrument.
    const seen = new Map();
    if (event === 'market_data_batch') {
      socket.on('market_data_batch', (ticks) => {
        const now = Date.now();
        for (const t of ticks) record(target, seen, t, now);
      });
    } else {
      socket.on('market_data', (t) => record(target, seen, t, Date.now()));
    }
    socket.on('disconnect', (reason) => target.dropped.set(reason, (target.dropped.get(reason) ?? 0) + 1));
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => reject(new Error(`socket could not connect to ${url}: ${e.message}`)));
    target.sockets.push(socket);
  });
}

async function handle(m) {
  if (m.type === 'connect') {
    const target = targets.get(m.target) ?? newTarget();
    targets.set(m.target, target);
    for (let i = 0; i < m.clients.length; i += CONNECT_IN_PARALLEL) {
      await Promise.all(m.clients.slice(i, i + CONNECT_IN_PARALLEL).map((c) => open(target, m.url, c, m.event)));
    }
    return { type: 'connect', connected: target.sockets.length };
  }
  if (m.type === 'start') {
    const target = targets.get(m.target);
    Object.assign(target, { from: m.from, to: m.to, count: 0, histogram: new Map() });
    return { type: 'start' };
  }
  if (m.type === 'stop') {
    const target = targets.get(m.target);
    Object.assign(target, { from: Infinity, to: -Infinity });
    const disconnected = [...target.dropped].map(([reason, n]) => `${n} (${reason})`).join(', ');
    // With `close`, the target's sockets go too, so they do not keep trying a server about to stop.
    if (m.close) {
      for (const s of target.sockets) s.close();
      targets.delete(m.target);
    }
    return { type: 'stop', count: target.count, histogram: [...target.histogram], disconnected };
  }
  if (m.type === 'close') {
    for (const t of targets.values()) for (const s of t.sockets) s.close();
    process.send({ type: 'close' }, () => process.exit(0));
    return null;
  }
  throw new Error(`unknown command ${m.type}`);
}

process.on('message', (m) => {
  handle(m).then(
    (answer) => answer && process.send(answer),
    (e) => process.send({ type: 'error', message: e.message }),
  );
});
process.on('SIGTERM', () => process.exit(0));
