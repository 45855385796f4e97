import { Controller, Get, HttpStatus } from '@nestjs/common';
import { SERVICE_NAMES, serviceSubjects, type ServiceName } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { Public } from '../../auth/auth.decorators.js';
import { GatewayConfig } from '../../config/gateway.config.js';
import { ApiError } from '../../errors/api-error.js';

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
  async health() {
    const answers = await Promise.allSettled(
      SERVICE_NAMES.map((s) =>
        this.rpc.request(serviceSubjects(s).health, {}, { timeoutMs: this.config.HEALTH_TIMEOUT_MS }),
      ),
    );
    const services = Object.fromEntries(
      SERVICE_NAMES.map((s, i) => [s, answers[i].status === 'fulfilled' ? 'ok' : 'unavailable']),
    ) as Record<ServiceName, ServiceState>;
    const down = SERVICE_NAMES.filter((s) => services[s] !== 'ok');
    if (down.length === 0) return { status: 'ok', services };
    throw ApiError.withData(HttpStatus.SERVICE_UNAVAILABLE, `Unavailable: ${down.join(', ')}`, {
      status: 'degraded',
      services,
    });
  }

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Ready to take traffic once NATS is connected. */
  @Get('ready')
  ready() {
    if (!this.rpc.connected) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Message bus disconnected');
    return { status: 'ready' };
  }
}
