import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ALERTS_SUBJECTS, AlertIdParam, AlertsPageQuery, type AlertsRequest, type RpcReply } from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { AlertsService } from './alerts.service.js';

/** The user's stored alerts: the bell's list and marking one read. */
@Controller()
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @MessagePattern(ALERTS_SUBJECTS.alertsList)
  async list(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.alertsList>> {
    const q = await parseDto(AlertsPageQuery, p?.query ?? {});
    return this.alerts.list(userId, q.page, q.limit);
  }

  @MessagePattern(ALERTS_SUBJECTS.alertRead)
  async read(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.alertRead>> {
    const { id } = await parseDto(AlertIdParam, { id: p?.id });
    return { alert: await this.alerts.read(userId, id) };
  }
}
