import { createServer, type Server } from 'node:http';
import { metricsText } from '../metrics/metrics.js';

export interface ReadinessCheck {
  (): Promise<boolean> | boolean;
}

/**
 * A tiny HTTP server for orchestrators: /health/live answers while the process runs, /health/ready
 * only once the database and NATS are usable, /metrics for Prometheus.
 */
export async function startHealthServer(port: number, ready: ReadinessCheck): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/health/live') return send(200, { status: 'ok' });
    if (req.url === '/metrics') {
      void metricsText().then(({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body));
      return;
    }
    if (req.url === '/health/ready') {
      Promise.resolve()
        .then(ready)
        .then((ok) => send(ok ? 200 : 503, { status: ok ? 'ready' : 'not ready' }))
        .catch(() => send(503, { status: 'not ready' }));
      return;
    }
    send(404, { status: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return server;
}
