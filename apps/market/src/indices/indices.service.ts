import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  MAX_INDICES_PER_SIDE,
  type AvailableIndex,
  type DashboardIndex,
  type IndexSide,
  type IndicesAddRequest,
} from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { DEFAULT_INDICES, INDEX_PRESETS } from '../instruments/data/index-presets.js';
import { LatestPrices } from '../ticks/latest-prices.js';
import type { DashboardIndexEntity } from './dashboard-index.entity.js';
import { IndicesRepository, type NewDashboardIndex } from './indices.repository.js';

/** The indices each user pins to the left and right of the header, at most two per side. */
@Injectable()
export class IndicesService {
  constructor(
    private readonly repo: IndicesRepository,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
  ) {}

  available(): AvailableIndex[] {
    return INDEX_PRESETS.map((p) => ({ symbol: p.symbol, name: p.name, instrument_token: p.instrument_token }));
  }

  async side(userId: string, side: IndexSide): Promise<DashboardIndex[]> {
    const rows = await this.repo.withUserLocked(userId, () => this.defaults(userId), (m) => this.repo.list(m, userId, side));
    return rows.map((r) => this.toDashboardIndex(r));
  }

  async add(req: IndicesAddRequest & { userId: string }): Promise<DashboardIndex> {
    await this.instruments.whenReady();
    const instrument = this.instruments.require(req.instrument_token);
    if (instrument.segment !== 'INDICES') {
      throw validationError([{ field: 'instrument_token', errors: ['instrument_token must be an index'] }]);
    }
    const preset = INDEX_PRESETS.find((p) => p.instrument_token === instrument.instrument_token);
    const row = await this.repo.withUserLocked(req.userId, () => this.defaults(req.userId), async (m) => {
      const mine = await this.repo.list(m, req.userId);
      if (mine.some((r) => r.instrument_token === instrument.instrument_token)) {
        throw new DomainError(ErrorCode.Conflict, `${preset?.symbol ?? instrument.tradingsymbol} is already on the dashboard`);
      }
      if (mine.filter((r) => r.side === req.side).length >= MAX_INDICES_PER_SIDE) {
        throw new DomainError(ErrorCode.Conflict, `At most ${MAX_INDICES_PER_SIDE} indices per side`);
      }
      return this.repo.insert(m, {
        user_id: req.userId,
        instrument_token: instrument.instrument_token,
        tradingsymbol: preset?.symbol ?? instrument.tradingsymbol,
        name: preset?.name ?? instrument.name,
        side: req.side,
      });
    });
    return this.toDashboardIndex(row);
  }

  async remove(userId: string, token: number): Promise<void> {
    // Thrown inside the transaction, so a refused removal does not leave the user's defaults stored.
    await this.repo.withUserLocked(userId, () => this.defaults(userId), async (m) => {
      if (!(await this.repo.remove(m, userId, token))) throw new DomainError(ErrorCode.NotFound, 'Index not found on the dashboard');
    });
  }

  private defaults(userId: string): NewDashboardIndex[] {
    const pick = (symbol: string, side: IndexSide): NewDashboardIndex => {
      const p = INDEX_PRESETS.find((x) => x.symbol === symbol)!;
      return { user_id: userId, instrument_token: p.instrument_token, tradingsymbol: p.symbol, name: p.name, side };
    };
    return [...DEFAULT_INDICES.left.map((s) => pick(s, 'left')), ...DEFAULT_INDICES.right.map((s) => pick(s, 'right'))];
  }

  private toDashboardIndex(r: DashboardIndexEntity): DashboardIndex {
    const t = this.latest.get(r.instrument_token);
    return {
      instrument_token: r.instrument_token,
      tradingsymbol: r.tradingsymbol,
      name: r.name,
      price: t?.last_price ?? null,
      change: t?.change ?? null,
      changePercent: t?.change_percent ?? null,
      previousClose: t?.ohlc.close ?? null,
      lastUpdateTime: t?.timestamp ?? null,
      side: r.side,
    };
  }
}

