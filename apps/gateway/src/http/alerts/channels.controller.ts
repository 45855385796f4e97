import { Controller } from '@nestjs/common';
import { RpcClient } from '@app/common';

/** The signed-in user's channels of alert rules. */
@Controller('alerts/channels')
export class AlertChannelsController {
  constructor(private readonly rpc: RpcClient) {}
}
