import { Controller, Get, Query } from '@nestjs/common';
import { CORPORATE_ACTION_SUBJECTS as S, IsinQueryDto } from '@app/contracts';
import { RpcClient } from '@app/common/base';

/** Corporate actions per ISIN (announced and applied), for any signed-in user. */
@Controller('corporate-actions')
export class CorporateActionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@Query() query: IsinQueryDto) {
    return this.rpc.request(S.list, { query: { ...query } });
  }
}
