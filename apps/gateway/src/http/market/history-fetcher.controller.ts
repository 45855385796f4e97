import { Controller, Get } from '@nestjs/common';
import { MARKET_SUBJECTS as S } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { Roles } from '../../auth/auth.decorators.js';

/** Admin: Kite's historical fetcher, its queue and pace across market replicas. */
@Roles('admin')
@Controller('admin/history-fetcher')
export class HistoryFetcherController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  status() {
    return this.rpc.request(S.historyFetcherStatus, {});
  }
}
