import { io, type Socket } from 'socket.io-client';

/**
 * A websocket of the cookie's user to the gateway at `base`, resolved once the gateway has accepted it
 * (its `connection_status`); kept in `opened` so the spec can close it.
 */
export async function openUserSocket(base: string, cookie: string, opened: Socket[]): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie },
  });
  opened.push(socket);
  await new Promise<void>(
    (resolve, reject) => (socket.on('connection_status', () => resolve()), socket.on('connect_error', reject)),
  );
  return socket;
}
