import { Injectable } from '@nestjs/common';
import type { ReturnsQueryDto, ReturnsReply } from '@app/contracts';

/** XIRR, the unitised NAV and the benchmark replay for one user's ledger. */
@Injectable()
export class ReturnsService {
  returns(_userId: string, _q: ReturnsQueryDto): Promise<ReturnsReply> {
    throw new Error('returns: being built');
  }
}
