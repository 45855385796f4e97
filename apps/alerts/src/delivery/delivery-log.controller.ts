import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ALERTS_SUBJECTS, DeliveriesQuery, type AlertsRequest, type RpcReply } from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { DeliveryLogRepository } from './delivery-log.repository.js';

const DEFAULT_LIMIT = 50;

/** The delivery log the Alerts page reads: what fired, and where each alert went. */
@Controller()
export class DeliveryLogController {
  constructor(private readonly log: DeliveryLogRepository) {}

  @MessagePattern(ALERTS_SUBJECTS.deliveriesList)
  async list(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.deliveriesList>> {
    const q = await parseDto(DeliveriesQuery, p?.query ?? {});
    const page = q.page ?? 1;
    const limit = q.limit ?? DEFAULT_LIMIT;
    const filter = { ruleId: q.rule_id, status: q.status, channel: q.channel };
    const { fires, total } = await this.log.page(userId, filter, limit, (page - 1) * limit);
    return { fires, total, page, limit };
  }
}
