import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SERVICE_NAMES, serviceSubjects, type HealthReply, type ServiceName } from '@app/contracts';
import { RpcClient } from '@app/common';
import { Public } from '../../auth/auth.decorators.js';
import { GatewayConfig } from '../../config/gateway.config.js';

type ServiceState = 'ok' | 'unavailable';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
  ) {}

  /** 200 only when every service answers over NATS; otherwise 503 naming the ones that do not. */
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const answers = await Promise.allSettled(
      SERVICE_NAMES.map((s) => this.rpc.request<HealthReply>(serviceSubjects(s).health, {}, { timeoutMs: this.config.HEALTH_TIMEOUT_MS })),
    );
    const services = Object.fromEntries(
      SERVICE_NAMES.map((s, i) => [s, answers[i].status === 'fulfilled' ? 'ok' : 'unavailable']),
    ) as Record<ServiceName, ServiceState>;
    const down = SERVICE_NAMES.filter((s) => services[s] !== 'ok');
    if (down.length === 0) return { success: true, data: { status: 'ok', services } };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { success: false, error: `Unavailable: ${down.join(', ')}`, data: { status: 'degraded', services } };
  }

  @Get('live')
  live() {
    return { success: true, data: { status: 'ok' } };
  }

  /** Ready to take traffic once NATS is connected. */
  @Get('ready')
  ready(@Res({ passthrough: true }) res: Response) {
    if (this.rpc.connected) return { success: true, data: { status: 'ready' } };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { success: false, error: 'Message bus disconnected' };
  }
}
