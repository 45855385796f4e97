import { Controller } from '@nestjs/common';
import { RpcClient } from '@app/common';

/** The signed-in user's deliveries of alert rules. */
@Controller('alerts/deliveries')
export class AlertDeliveriesController {
  constructor(private readonly rpc: RpcClient) {}
}
