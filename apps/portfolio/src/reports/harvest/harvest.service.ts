import { Injectable } from '@nestjs/common';
import type { HarvestQueryDto, HarvestReply } from '@app/contracts';

/** The harvesting plan for the current financial year from one user's open lots. */
@Injectable()
export class HarvestService {
  harvest(_userId: string, _q: HarvestQueryDto): Promise<HarvestReply> {
    throw new Error('harvest: being built');
  }
}
