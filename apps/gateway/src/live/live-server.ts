import { Injectable } from '@nestjs/common';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@app/contracts';

/** The gateway's Socket.IO server, typed by the contracts' event maps: every emit is checked against them. */
export type LiveIo = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
/** One browser's connection to LiveIo. */
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/** The Socket.IO server, handed over by the gateway once it exists, for services that push events. */
@Injectable()
export class LiveServer {
  private server?: LiveIo;

  attach(server: LiveIo): void {
    this.server = server;
  }

  get io(): LiveIo | undefined {
    return this.server;
  }
}
