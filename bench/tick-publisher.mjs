// The tick bench's feed, in a process of its own: synthetic TickBatch frames on NATS every FRAME_MS,
// the ticks of each frame taken in turn from the instrument list so every instrument ticks as often as
// the others. Each tick's timestamp is the frame's send time, so a client on this machine reads its
// tick-to-socket latency straight off it. It also counts the recipient-ticks it offers: for each tick
// sent in the counting window, how many users subscribe to its instrument. Driven over IPC:
//   { type: 'setup', natsUrl, tokens: number[], recipients: number[] }        answers { type: 'setup' }
//   { type: 'run', subject, ticksPerSecond, from, to }  frames until 'halt'; answers { type: 'run' }
//   { type: 'halt' }  answers { frames, ticks, recipientTicks } of the window and the worst timer lag
import { connect } from '@nats-io/transport-node';

const FRAME_MS = 100;

let nc;
let tokens = [];
let recipients = [];
let cursor = 0;
let timer;
let counting = null;

const round2 = (n) => Math.round(n * 100) / 100;

function frame(subject, perFrame, due) {
  const now = Date.now();
  const timestamp = new Date(now).toISOString();
  const counted = now >= counting.from && now < counting.to;
  const ticks = new Array(perFrame);
  for (let k = 0; k < perFrame; k++) {
    const i = cursor;
    cursor = (cursor + 1) % tokens.length;
    const close = 100 + (tokens[i] % 900);
    // A small walk around the close, with the product's rounding, so frames differ as real ones do.
    const last_price = round2(close + ((now / FRAME_MS + i) % 40) * 0.05 - 1);
    const change = round2(last_price - close);
    ticks[k] = {
      instrument_token: tokens[i],
      last_price,
      ohlc: { open: close, high: close + 2, low: close - 2, close },
      change,
      change_percent: Math.round((change * 1e6) / close) / 1e4,
      volume: 1000 + ((now / FRAME_MS) % 1000),
      timestamp,
    };
    if (counted) counting.recipientTicks += recipients[i];
  }
  nc.publish(subject, JSON.stringify({ feed: 'simulator', ticks, sent_at: now }));
  if (counted) {
    counting.frames++;
    counting.ticks += perFrame;
  }
  counting.worstLagMs = Math.max(counting.worstLagMs, now - due);
}

function run({ subject, ticksPerSecond, from, to }) {
  const perFrame = Math.round((ticksPerSecond * FRAME_MS) / 1000);
  counting = { from, to, frames: 0, ticks: 0, recipientTicks: 0, worstLagMs: 0 };
  // Frames keep to a fixed schedule: a late frame does not push the later ones back.
  const start = Date.now();
  let n = 0;
  const next = () => {
    const due = start + n * FRAME_MS;
    frame(subject, perFrame, due);
    n++;
    timer = setTimeout(next, Math.max(0, start + n * FRAME_MS - Date.now()));
  };
  next();
}

process.on('message', async (m) => {
  if (m.type === 'setup') {
    nc = await connect({ servers: m.natsUrl });
    ({ tokens, recipients } = m);
    process.send({ type: 'setup' });
  } else if (m.type === 'run') {
    run(m);
    process.send({ type: 'run' });
  } else if (m.type === 'halt') {
    clearTimeout(timer);
    await nc.flush();
    process.send({ type: 'halt', ...counting });
  }
});
process.on('SIGTERM', () => process.exit(0));
