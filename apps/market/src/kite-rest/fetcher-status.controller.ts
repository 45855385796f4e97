import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { MARKET_SUBJECTS, type RpcReply } from '@app/contracts';
import { FetcherStatusService } from './fetcher-status.service.js';

@Controller()
export class FetcherStatusController {
  constructor(private readonly fetcher: FetcherStatusService) {}

  @MessagePattern(MARKET_SUBJECTS.historyFetcherStatus)
  status(): Promise<RpcReply<typeof MARKET_SUBJECTS.historyFetcherStatus>> {
    return this.fetcher.status();
  }
}
