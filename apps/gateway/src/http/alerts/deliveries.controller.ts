import { Controller, Get, Query } from '@nestjs/common';
import { ALERTS_SUBJECTS as S, DeliveriesQuery } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The signed-in user's deliveries of alert rules: each fire, newest first, with the state of each channel. */
@Controller('alerts/deliveries')
export class AlertDeliveriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string, @Query() q: DeliveriesQuery) {
    const { rule_id, status, channel, page, limit } = q;
    return this.rpc.request(S.deliveriesList, { query: { rule_id, status, channel, page, limit }, userId });
  }
}
