import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';

/** Reconnect settings shared by our own connections and Nest's transport: never give up. */
export const NATS_RECONNECT = {
  maxReconnectAttempts: -1,
  reconnectTimeWait: 1000,
  waitOnFirstConnect: true,
} as const;

export function natsServers(url: string): string[] {
  return url
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Opens a connection that keeps reconnecting and reports its state changes to the log. Without async
 * traces the client no longer builds two Error objects (stack included) for every request in case it
 * fails; a failure still comes as the same TimeoutError or RequestError, and RpcClient names the subject.
 */
export async function connectNats(url: string, name: string, logger: Logger): Promise<NatsConnection> {
  const nc = await connect({ servers: natsServers(url), name, noAsyncTraces: true, ...NATS_RECONNECT });
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect' || s.type === 'error') {
        logger.warn({ nats: s.type, server: 'server' in s ? s.server : undefined }, `nats ${s.type}`);
      }
    }
  })();
  return nc;
}

/** True while the connection can carry traffic right now (not closed, not between reconnects). */
export class NatsLiveness {
  private up = true;
  private readonly dropListeners = new Set<() => void>();

  constructor(private readonly nc: NatsConnection) {
    void (async () => {
      for await (const s of nc.status()) {
        if (s.type === 'disconnect' || s.type === 'staleConnection') this.dropped();
        if (s.type === 'reconnect') this.up = true;
      }
    })();
    void nc.closed().then(() => this.dropped());
  }

  get connected(): boolean {
    return this.up && !this.nc.isClosed() && !this.nc.isDraining();
  }

  /** Calls listener once when the connection next drops; the returned function cancels it. */
  onDrop(listener: () => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  private dropped(): void {
    this.up = false;
    const listeners = [...this.dropListeners];
    this.dropListeners.clear();
    for (const l of listeners) l();
  }
}
