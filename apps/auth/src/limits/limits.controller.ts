import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_SUBJECTS, LimitHitDto, LimitResetDto, type RpcReply } from '@app/contracts';
import { parseDto } from '@app/common';
import { LimitCountersService } from './limit-counters.service.js';

@Controller()
export class LimitsController {
  constructor(private readonly limits: LimitCountersService) {}

  @MessagePattern(AUTH_SUBJECTS.limitHit)
  async hit(@Payload() p: unknown): Promise<RpcReply<typeof AUTH_SUBJECTS.limitHit>> {
    const { key, window_ms, change } = await parseDto(LimitHitDto, p);
    return this.limits.hit(key, window_ms, change);
  }

  @MessagePattern(AUTH_SUBJECTS.limitReset)
  async reset(@Payload() p: unknown): Promise<RpcReply<typeof AUTH_SUBJECTS.limitReset>> {
    const { key } = await parseDto(LimitResetDto, p);
    await this.limits.reset(key);
    return { reset: true };
  }
}
