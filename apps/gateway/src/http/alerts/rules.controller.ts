import { Controller } from '@nestjs/common';
import { RpcClient } from '@app/common';

/** The signed-in user's rules of alert rules. */
@Controller('alerts/rules')
export class AlertRulesController {
  constructor(private readonly rpc: RpcClient) {}
}
