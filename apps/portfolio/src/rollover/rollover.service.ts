import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BulkRolloverReply, RolloverDto, RolloverEntry, RolloverReply, SoldPosition } from '@app/contracts';
import { UnitOfWork, validationError } from '@app/common';
import { istDay } from '@app/formatting';
import { MarketPricesClient } from '../market/market-prices.client.js';
import type { StoredPosition } from '../positions/position.js';
import { positionNotFound } from '../positions/position-errors.js';
import { toPosition, toPositions } from '../positions/position-reply.js';
import { PositionsRepository } from '../positions/positions.repository.js';
import { SaleService } from '../sales/sale.service.js';
import { SettingsClient } from '../settings/settings.client.js';
import { RolloverHistoryRepository } from './rollover-history.repository.js';
import { canRollOver, planRollovers, type RolloverRefusal } from './rollover-rules.js';

const refusal = (r: RolloverRefusal) =>
  r.refused === 'not-found'
    ? positionNotFound()
    : validationError([{ field: 'id', errors: ['only futures positions roll over'] }]);

// The new contract's buy date is the trading day in India, not the server's calendar day.
const today = () => istDay(new Date())!;

/** Futures rollovers, one or several in one transaction, and their history. */
@Injectable()
export class RolloverService {
  constructor(
    private readonly positions: PositionsRepository,
    private readonly history: RolloverHistoryRepository,
    private readonly sales: SaleService,
    private readonly settings: SettingsClient,
    private readonly market: MarketPricesClient,
    private readonly uow: UnitOfWork,
  ) {}

  /** Closes a futures position at closePrice and opens the same quantity in the new contract, atomically. */
  async rollover(userId: string, id: string, b: RolloverDto): Promise<RolloverReply> {
    const peek = await this.positions.get(userId, id);
    if (!peek) throw positionNotFound();
    if (!canRollOver(peek)) throw refusal({ refused: 'not-futures' });
    const pct = await this.settings.commissionPct(userId, 'FUT');
    const [done] = await this.uow.run((tx) => this.rollLocked(tx, userId, [{ ...b, positionId: id }], pct));
    const prices = await this.market.latest([done.opened.instrumentToken]);
    return { soldPosition: done.sold, position: toPosition(done.opened, prices.get(done.opened.instrumentToken)) };
  }

  /** Several rollovers in one transaction: all of them happen or none. */
  async bulkRollover(userId: string, items: (RolloverDto & { positionId: string })[]): Promise<BulkRolloverReply> {
    const pct = await this.settings.commissionPct(userId, 'FUT');
    const done = await this.uow.run((tx) => this.rollLocked(tx, userId, items, pct));
    const prices = await this.market.latest(done.map((d) => d.opened.instrumentToken));
    return {
      soldPositions: done.map((d) => d.sold),
      positions: toPositions(
        done.map((d) => d.opened),
        prices,
      ),
    };
  }

  private async rollLocked(
    tx: EntityManager,
    userId: string,
    items: (RolloverDto & { positionId: string })[],
    pct: number,
  ): Promise<{ sold: SoldPosition; opened: StoredPosition }[]> {
    const locked = new Map<string, StoredPosition>();
    for (const { positionId } of items) {
      const p = locked.has(positionId) ? null : await this.positions.lock(userId, positionId, tx);
      if (p) locked.set(p.id, p);
    }
    const plans = planRollovers(items, locked, pct, today());
    if ('refused' in plans) throw refusal(plans);
    const done = [];
    for (const plan of plans) {
      const sold = await this.sales.record(tx, userId, plan.from, plan.close, plan.history.closePrice, new Date());
      const opened = await this.positions.insert(userId, plan.open, tx);
      await this.history.insert(userId, { ...plan.history, fromPositionId: plan.from.id, toPositionId: opened.id }, tx);
      done.push({ sold, opened });
    }
    return done;
  }

  list(userId: string): Promise<RolloverEntry[]> {
    return this.history.list(userId);
  }
}
