import { Injectable } from '@nestjs/common';
import { ErrorCode, type RebuyGroup, type RebuyStats } from '@app/contracts';
import { DomainError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { RebuyEntryRepository } from './rebuy-entry.repository.js';
import { groupRebuyEntries, rebuyStats } from './rebuy-grouping.js';

/** Re-buy entries: every sale of a BUY position, grouped per instrument, with the gain of buying back now. */
@Injectable()
export class RebuyService {
  constructor(
    private readonly entries: RebuyEntryRepository,
    private readonly market: MarketPricesClient,
  ) {}

  async groups(userId: string): Promise<RebuyGroup[]> {
    const entries = await this.entries.list(userId);
    const prices = await this.market.latest(entries.map((e) => e.instrumentToken));
    return groupRebuyEntries(entries, prices);
  }

  async stats(userId: string): Promise<RebuyStats> {
    return rebuyStats(await this.groups(userId));
  }

  async deleteInstrument(userId: string, token: number): Promise<number> {
    const n = await this.entries.deleteInstrument(userId, token);
    if (n === 0) throw new DomainError(ErrorCode.NotFound, 'No re-buy entries for this instrument');
    return n;
  }

  async deleteEntry(userId: string, id: string): Promise<void> {
    if (!(await this.entries.delete(userId, id))) throw new DomainError(ErrorCode.NotFound, 'Re-buy entry not found');
  }
}
