import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type AvailableIndex,
  type DashboardIndex,
  type IndexSide,
  type IndicesAddRequest,
} from '@app/contracts';
import { DomainError, UnitOfWork } from '@app/common';
import type { EntityManager } from 'typeorm';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { INDEX_PRESETS } from '../instruments/data/index-presets.js';
import { LatestPrices } from '../ticks/latest-prices.js';
import type { DashboardIndexEntity } from './dashboard-index.entity.js';
import { toDashboardIndex } from './dashboard-index.mapper.js';
import { checkIsIndex, defaultPicks, newPick } from './index-picks.js';
import { IndicesRepository } from './indices.repository.js';

/** The indices each user pins to the left and right of the header. */
@Injectable()
export class IndicesService {
  constructor(
    private readonly repo: IndicesRepository,
    private readonly uow: UnitOfWork,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
  ) {}

  available(): AvailableIndex[] {
    return INDEX_PRESETS.map((p) => ({ symbol: p.symbol, name: p.name, instrument_token: p.instrument_token }));
  }

  async side(userId: string, side: IndexSide): Promise<DashboardIndex[]> {
    const rows = await this.withPicksLocked(userId, (tx) => this.repo.list(userId, side, tx));
    return rows.map((r) => this.withPrice(r));
  }

  async add(req: IndicesAddRequest & { userId: string }): Promise<DashboardIndex> {
    await this.instruments.whenReady();
    const instrument = this.instruments.require(req.instrument_token);
    checkIsIndex(instrument);
    const row = await this.withPicksLocked(req.userId, async (tx) => {
      const current = await this.repo.list(req.userId, undefined, tx);
      return this.repo.insert(newPick(req.userId, instrument, req.side, current), tx);
    });
    return this.withPrice(row);
  }

  async remove(userId: string, token: number): Promise<void> {
    // Thrown inside the transaction, so a refused removal does not leave the user's defaults stored.
    await this.withPicksLocked(userId, async (tx) => {
      if (!(await this.repo.remove(userId, token, tx)))
        throw new DomainError(ErrorCode.NotFound, 'Index not found on the dashboard');
    });
  }

  /**
   * Runs the work in one transaction with the user's picks locked. The first visit stores the defaults,
   * so a user who later removes every index keeps an empty header instead of getting the defaults back.
   */
  private withPicksLocked<T>(userId: string, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.uow.run(async (tx) => {
      if (await this.repo.registerUser(userId, tx)) await this.repo.insertMany(defaultPicks(userId), tx);
      await this.repo.lockUser(userId, tx);
      return work(tx);
    });
  }

  private withPrice(r: DashboardIndexEntity): DashboardIndex {
    return toDashboardIndex(r, this.latest.get(r.instrument_token));
  }
}
