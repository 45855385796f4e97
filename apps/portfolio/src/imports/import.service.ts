import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  BulkPositionsDto,
  type CreatePositionDto,
  type ImportRolloverDto,
  type ImportSoldPositionDto,
  type Instrument,
  type Position,
} from '@app/contracts';
import { parseDto, UnitOfWork, validationError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { newPositionFrom, type StoredPosition } from '../positions/position.js';
import { toPositions } from '../positions/position-reply.js';
import { PositionsRepository } from '../positions/positions.repository.js';
import { RolloverHistoryRepository } from '../rollover/rollover-history.repository.js';
import { commissionPctFor, saleFigures } from '../sales/sale-rules.js';
import { SettingsClient } from '../settings/settings.client.js';
import { SoldPositionRepository } from '../sold/sold-position.repository.js';

/**
 * Bulk imports from a broker export or a spreadsheet: every row is checked first, then all rows are
 * written in one transaction, so an import lands whole or not at all.
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly openPositions: PositionsRepository,
    private readonly soldPositions: SoldPositionRepository,
    private readonly history: RolloverHistoryRepository,
    private readonly market: MarketPricesClient,
    private readonly settings: SettingsClient,
    private readonly uow: UnitOfWork,
  ) {}

  /** The instruments of the rows; every unknown token is named by its row, and nothing is written. */
  private async instrumentsOf(rows: { instrumentToken: number }[]): Promise<Map<number, Instrument>> {
    const known = await this.market.instruments(rows.map((r) => r.instrumentToken));
    const bad = rows.map((r, i) => (known.has(r.instrumentToken) ? null : i)).filter((i) => i !== null);
    if (bad.length > 0)
      throw validationError(
        bad.map((i) => ({
          field: `positions.${i}.instrumentToken`,
          errors: ['instrumentToken is not a known instrument'],
        })),
      );
    return known;
  }

  async positions(userId: string, rows: CreatePositionDto[]): Promise<{ imported: number; positions: Position[] }> {
    const known = await this.instrumentsOf(rows);
    const inserted = await this.uow.run((tx) => this.insertPositions(tx, userId, rows, known));
    const prices = await this.market.latest(inserted.map((p) => p.instrumentToken));
    return { imported: inserted.length, positions: toPositions(inserted, prices) };
  }

  private async insertPositions(
    tx: EntityManager,
    userId: string,
    rows: CreatePositionDto[],
    known: Map<number, Instrument>,
  ): Promise<StoredPosition[]> {
    const out: StoredPosition[] = [];
    for (const r of rows)
      out.push(await this.openPositions.insert(userId, newPositionFrom(r, known.get(r.instrumentToken)!), tx));
    return out;
  }

  /** A file import's position rows, inside its commit's transaction: checked as the bulk route checks them. */
  async positionsIn(tx: EntityManager, userId: string, rows: Record<string, unknown>[]): Promise<string[]> {
    // A file names instruments by symbol and exchange; the bulk route's rows carry the token.
    const withTokens = [];
    for (const r of rows) {
      const token = await this.market.bySymbol(String(r.exchange ?? ''), String(r.tradingSymbol ?? ''));
      withTokens.push({ ...r, instrumentToken: token ?? 0 });
    }
    const { positions } = await parseDto(BulkPositionsDto, { positions: withTokens });
    const known = await this.instrumentsOf(positions);
    return (await this.insertPositions(tx, userId, positions, known)).map((p) => p.id);
  }

  /** The undo of positionsIn; positions already deleted by the user are simply gone. */
  async removePositions(tx: EntityManager, userId: string, ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.openPositions.delete(userId, id, tx);
  }

  /** Past sales; commission is the given one, else computed from the user's percentages. */
  async sold(userId: string, rows: ImportSoldPositionDto[]): Promise<{ imported: number }> {
    const known = await this.instrumentsOf(rows);
    const rates = await this.settings.portfolioVariables(userId);
    await this.uow.run(async (tx) => {
      for (const r of rows) {
        const p = newPositionFrom(r, known.get(r.instrumentToken)!);
        const pct = commissionPctFor(p.instrumentType, rates);
        const figures = saleFigures(p.positionType, r.buyPrice, r.sellPrice, r.quantity, pct, r.commission);
        const sale = {
          originalPositionId: null,
          tradingSymbol: p.tradingSymbol,
          instrumentToken: p.instrumentToken,
          exchange: p.exchange,
          name: p.name,
          instrumentType: p.instrumentType,
          positionType: p.positionType,
          buyPrice: r.buyPrice,
          sellPrice: r.sellPrice,
          quantity: r.quantity,
        };
        await this.soldPositions.insert(
          userId,
          { ...sale, ...figures, soldAt: r.soldAt ? new Date(r.soldAt) : new Date() },
          tx,
        );
      }
    });
    return { imported: rows.length };
  }

  /** Past rollovers; they link no positions of this portfolio. */
  async rollovers(userId: string, rows: ImportRolloverDto[]): Promise<{ imported: number }> {
    await this.uow.run(async (tx) => {
      for (const r of rows) {
        await this.history.insert(
          userId,
          {
            fromPositionId: null,
            toPositionId: null,
            fromSymbol: r.fromSymbol,
            toSymbol: r.toSymbol,
            toInstrumentToken: r.toInstrumentToken,
            newExpiry: r.newExpiry,
            quantity: r.quantity,
            positionType: r.positionType ?? 'BUY',
            closePrice: r.closePrice,
            openPrice: r.openPrice,
            rolledAt: r.rolledAt ? new Date(r.rolledAt) : new Date(),
          },
          tx,
        );
      }
    });
    return { imported: rows.length };
  }
}
