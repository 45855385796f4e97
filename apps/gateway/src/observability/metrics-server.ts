import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { metricsText } from '@app/common/base';
import { GatewayConfig } from '../config/gateway.config.js';

/** Prometheus metrics on their own port, so they are never reachable through the public origin. */
@Injectable()
export class MetricsServer implements OnModuleInit, OnApplicationShutdown {
  private server?: Server;

  constructor(private readonly config: GatewayConfig) {}

  async onModuleInit(): Promise<void> {
    if (this.config.METRICS_PORT === 0) return;
    this.server = createServer((req, res) => {
      if (req.url !== '/metrics') return void res.writeHead(404).end();
      void metricsText().then(({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body));
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.config.METRICS_PORT, resolve);
    });
  }

  get port(): number | undefined {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
