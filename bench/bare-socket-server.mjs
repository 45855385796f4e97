// The tick benchmark's baseline: a bare Socket.IO server in a process of its own that makes a frame of
// ticks for every instrument on a timer and pushes each socket the same events the gateway would, in
// the same shape: one market_data_batch per frame with the socket's instruments (sockets of one user
// share a room, so each batch is encoded once per user, as in the gateway), or one market_data per tick
// (a room per instrument). No NATS, no auth, no subscription index, no backpressure. Driven over IPC:
//   { type: 'listen', picks: number[][], quotes: Tick[], intervalMs, event }  answers { port }
//   { type: 'feed', on }                                                   starts or stops the frames
import { createServer } from 'node:http';
import { Server } from 'socket.io';

let server;
let timer;

const round = (n, d) => Math.round(n * 10 ** d) / 10 ** d;

function listen({ picks, quotes, intervalMs, event }) {
  const http = createServer();
  server = new Server(http, { path: '/socket.io', serveClient: false });
  server.on('connection', (socket) => {
    const { user, batch } = socket.handshake.auth;
    socket.join(batch ? `u:${user}` : picks[user].map((t) => `t:${t}`));
  });
  const tokens = quotes.map((q) => q.instrument_token);
  // Each user's ticks in frame order, as the gateway's index groups them.
  const position = new Map(tokens.map((t, i) => [t, i]));
  const framePicks = picks.map((p) => p.map((t) => position.get(t)).sort((a, b) => a - b));
  const frame = () => {
    const timestamp = new Date().toISOString();
    // Ticks as the market service makes them: a 0.05 walk from the real last price, the same rounding.
    const ticks = quotes.map((q) => {
      const last_price = (q.last_price = round(q.last_price + (Math.random() < 0.5 ? -0.05 : 0.05), 2));
      const change = round(last_price - q.ohlc.close, 2);
      return {
        instrument_token: q.instrument_token,
        last_price,
        ohlc: q.ohlc,
        change,
        change_percent: round((change * 100) / q.ohlc.close, 4),
        volume: q.volume,
        timestamp,
      };
    });
    // Socket.IO encodes a packet even for an empty room, so only the events in use are emitted.
    if (event === 'market_data_batch') {
      for (const [user, idx] of framePicks.entries())
        server.to(`u:${user}`).emit(
          'market_data_batch',
          idx.map((i) => ticks[i]),
        );
    } else {
      for (const tick of ticks) server.to(`t:${tick.instrument_token}`).emit('market_data', tick);
    }
  };
  const feed = (on) => {
    clearInterval(timer);
    if (on) timer = setInterval(frame, intervalMs);
  };
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve({ port: http.address().port, feed })));
}

let feed;
process.on('message', async (m) => {
  if (m.type === 'listen') {
    const answer = await listen(m);
    feed = answer.feed;
    process.send({ type: 'listen', port: answer.port });
  } else if (m.type === 'feed') {
    feed(m.on);
    process.send({ type: 'feed' });
  }
});
process.on('SIGTERM', () => {
  clearInterval(timer);
  server?.close();
  process.exit(0);
});
