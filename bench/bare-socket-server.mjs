// The tick benchmark's baseline: a bare Socket.IO server in a process of its own, fed from the same NATS
// stream of TickBatch frames as the gateway, that sends each tick as one market_data event to a room
// per instrument (each socket joins the rooms of its user's instruments). No auth, no subscription
// index, no buffer cap: the plain way to build it. Driven over IPC:
//   { type: 'listen', natsUrl, picks: number[][] }  answers { port }; a socket's handshake auth.user
//                                                  picks its rooms
//   { type: 'feed', subject, on }                  subscribes to the frames on `subject`, or stops
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { connect } from '@nats-io/transport-node';

let server;
let nc;
let sub;

function listen({ picks }) {
  const http = createServer();
  server = new Server(http, { path: '/socket.io', serveClient: false });
  server.on('connection', (socket) => {
    socket.join(picks[socket.handshake.auth.user].map((t) => `t:${t}`));
  });
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http.address().port)));
}

function deliver(batch) {
  const rooms = server.sockets.adapter.rooms;
  for (const tick of batch.ticks) {
    const room = `t:${tick.instrument_token}`;
    // Socket.IO encodes a packet even for an empty room; a plain server would not ask it to.
    if (rooms.has(room)) server.to(room).emit('market_data', tick);
  }
}

process.on('message', async (m) => {
  if (m.type === 'listen') {
    nc = await connect({ servers: m.natsUrl });
    process.send({ type: 'listen', port: await listen(m) });
  } else if (m.type === 'feed') {
    sub?.unsubscribe();
    sub = m.on ? nc.subscribe(m.subject, { callback: (_e, msg) => deliver(msg.json()) }) : undefined;
    await nc.flush();
    process.send({ type: 'feed' });
  }
});
process.on('SIGTERM', () => {
  server?.close();
  process.exit(0);
});
