import { Injectable } from '@nestjs/common';
import { portfolioSummary } from '@app/formatting';
import type { CreatePositionDto, Position, PositionsListReply, SoldPosition, UpdatePositionDto } from '@app/contracts';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { SoldPositionRepository } from '../sold/sold-position.repository.js';
import { newPositionFrom, type StoredPosition } from './position.js';
import { positionNotFound, unknownInstrument } from './position-errors.js';
import { toPosition, toPositions } from './position-reply.js';
import { PositionsRepository } from './positions.repository.js';

/** Manual positions with live P&L. */
@Injectable()
export class PositionsService {
  constructor(
    private readonly positions: PositionsRepository,
    private readonly sold: SoldPositionRepository,
    private readonly market: MarketPricesClient,
  ) {}

  /** One query for the positions and one price lookup for all of them. */
  async list(userId: string): Promise<Position[]> {
    const stored = await this.positions.list(userId);
    return toPositions(stored, await this.market.latest(stored.map((p) => p.instrumentToken)));
  }

  /** The list with its totals, by the P&L rules. */
  async listWithSummary(userId: string): Promise<PositionsListReply> {
    const positions = await this.list(userId);
    return { positions, summary: portfolioSummary(positions) };
  }

  /** Open and sold positions side by side. */
  async all(userId: string): Promise<{ positions: Position[]; soldPositions: SoldPosition[] }> {
    const [positions, soldPositions] = await Promise.all([this.list(userId), this.sold.list(userId)]);
    return { positions, soldPositions };
  }

  private async withPrice(p: StoredPosition): Promise<Position> {
    const prices = await this.market.latest([p.instrumentToken]);
    return toPosition(p, prices.get(p.instrumentToken));
  }

  async create(userId: string, b: CreatePositionDto): Promise<Position> {
    const instrument = await this.market.instrument(b.instrumentToken);
    if (!instrument) throw unknownInstrument('instrumentToken');
    return this.withPrice(await this.positions.insert(userId, newPositionFrom(b, instrument)));
  }

  async update(userId: string, id: string, changes: UpdatePositionDto): Promise<Position> {
    if (changes.instrumentToken !== undefined && !(await this.market.instrument(changes.instrumentToken)))
      throw unknownInstrument('instrumentToken');
    const updated = await this.positions.update(userId, id, changes);
    if (!updated) throw positionNotFound();
    return this.withPrice(updated);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.positions.delete(userId, id))) throw positionNotFound();
  }
}
