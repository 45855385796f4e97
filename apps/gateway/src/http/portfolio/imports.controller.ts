import { Body, Controller, Post } from '@nestjs/common';
import {
  BulkPositionsDto,
  BulkRolloverHistoryDto,
  BulkSoldPositionsDto,
  PORTFOLIO_SUBJECTS as S,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** Bulk imports into the manual portfolio; each stores all of its rows or none. */
@Controller('portfolio/manual/bulk-import')
export class ImportsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('live-positions') positions(@CurrentUserId() userId: string, @Body() body: BulkPositionsDto) {
    return this.rpc.request(S.importPositions, { body, userId });
  }
  @Post('sold-positions') sold(@CurrentUserId() userId: string, @Body() body: BulkSoldPositionsDto) {
    return this.rpc.request(S.importSold, { body, userId });
  }
  @Post('rollover-history') rollovers(@CurrentUserId() userId: string, @Body() body: BulkRolloverHistoryDto) {
    return this.rpc.request(S.importRollovers, { body, userId });
  }
}
