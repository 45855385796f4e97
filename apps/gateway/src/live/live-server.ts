import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

/** The Socket.IO server, handed over by the gateway once it exists, for services that push events. */
@Injectable()
export class LiveServer {
  private server?: Server;

  attach(server: Server): void {
    this.server = server;
  }

  get io(): Server | undefined {
    return this.server;
  }
}
