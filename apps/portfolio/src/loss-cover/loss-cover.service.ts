import { Injectable } from '@nestjs/common';
import type { LossCoverPosition } from '@app/contracts';
import { PositionsService } from '../positions/positions.service.js';
import { lossCoverPositions, type LossCoverFilter } from './loss-cover-filter.js';

/** The loss-cover list: the user's open positions with live prices, through the loss-cover filter. */
@Injectable()
export class LossCoverService {
  constructor(private readonly positions: PositionsService) {}

  async list(userId: string, filter: LossCoverFilter): Promise<LossCoverPosition[]> {
    return lossCoverPositions(await this.positions.list(userId), filter);
  }
}
