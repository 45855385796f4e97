import { createServer, connect, type Server, type Socket } from 'node:net';

/** Where the proxy sent one client connection. */
export interface Route {
  /** The client's own port on its side of the proxy (its socket's localPort). */
  clientPort: number;
  upstream: number;
  at: number;
}

/**
 * A TCP load balancer for tests: each new connection goes to the next upstream port in turn. An
 * upstream that refuses the connection is skipped for the next one, as a balancer that retries on
 * connect failure does; once a connection is up, its bytes are piped both ways untouched, and
 * when either side closes, so does the other (a dead upstream drops its clients).
 */
export class RoundRobinProxy {
  readonly routes: Route[] = [];
  private readonly sockets = new Set<Socket>();
  private next = 0;
  private server?: Server;
  url = '';

  constructor(private readonly upstreams: readonly number[]) {}

  async listen(): Promise<string> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this.url;
  }

  private track(s: Socket): void {
    this.sockets.add(s);
    s.once('close', () => this.sockets.delete(s));
  }

  private accept(client: Socket): void {
    this.track(client);
    client.pause();
    client.on('error', () => undefined);
    const clientPort = client.remotePort ?? 0;
    const attempt = (tries: number) => {
      if (tries === this.upstreams.length || client.destroyed) return void client.destroy();
      const port = this.upstreams[this.next++ % this.upstreams.length];
      const upstream = connect(port, '127.0.0.1');
      this.track(upstream);
      // Before it connects, an error means refused: try the next upstream.
      upstream.once('error', () => attempt(tries + 1));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        this.routes.push({ clientPort, upstream: port, at: Date.now() });
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
    };
    attempt(0);
  }

  /** The upstream a client connection (known by its local port) was sent to. */
  upstreamOf(clientPort: number): number | undefined {
    return this.routes.findLast((r) => r.clientPort === clientPort)?.upstream;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
