import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ALERTS_SUBJECTS as S, AlertsPageQuery, FireIdParam, type AlertsRequest, type RpcReply } from '@app/contracts';
import { DomainError, UserId, parseDto } from '@app/common';
import { InAppFiresRepository } from './in-app-fires.repository.js';

const DEFAULT_LIMIT = 20;

/** The header bell's rule alerts: the fires sent in-app, newest first, and marking them read. */
@Controller()
export class InAppFiresController {
  constructor(private readonly fires: InAppFiresRepository) {}

  @MessagePattern(S.firesList)
  async list(@UserId() userId: string, @Payload() p: AlertsRequest): Promise<RpcReply<typeof S.firesList>> {
    const q = await parseDto(AlertsPageQuery, p?.query ?? {});
    const page = q.page ?? 1;
    const limit = q.limit ?? DEFAULT_LIMIT;
    return { ...(await this.fires.page(userId, limit, (page - 1) * limit)), page, limit };
  }

  @MessagePattern(S.fireRead)
  async read(@UserId() userId: string, @Payload() p: AlertsRequest): Promise<RpcReply<typeof S.fireRead>> {
    const { id } = await parseDto(FireIdParam, { id: p?.id });
    const fire = await this.fires.markRead(userId, id);
    if (!fire) throw DomainError.notFound('Alert');
    return { fire };
  }

  @MessagePattern(S.firesReadAll)
  async readAll(@UserId() userId: string): Promise<RpcReply<typeof S.firesReadAll>> {
    return { marked: await this.fires.markAllRead(userId) };
  }
}
