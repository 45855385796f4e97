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
import { newPositionFrom, soldInstrumentOf, type StoredPosition } from '../positions/position.js';
import { toPositions } from '../positions/position-reply.js';
import { PositionsRepository } from '../positions/positions.repository.js';
import { RolloverHistoryRepository, type NewRolloverEntry } from '../rollover/rollover-history.repository.js';
import { commissionPctFor, saleFigures } from '../sales/sale-rules.js';
import { SettingsClient } from '../settings/settings.client.js';
import { SoldPositionRepository, type NewSoldPosition } from '../sold/sold-position.repository.js';

/** Symbol look-ups in flight at once while a file's positions are matched to instruments. */
const LOOKUPS_AT_ONCE = 8;
const symbolKey = (exchange: string, symbol: string) => `${exchange}:${symbol}`;

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
    const positions = rows.map((r) => newPositionFrom(r, known.get(r.instrumentToken)!));
    return this.openPositions.insertMany(userId, positions, tx);
  }

  /** A file import's position rows, inside its commit's transaction: checked as the bulk route checks them. */
  async positionsIn(tx: EntityManager, userId: string, rows: Record<string, unknown>[]): Promise<string[]> {
    // A file names instruments by symbol and exchange; the bulk route's rows carry the token.
    const tokens = await this.tokensBySymbol(
      rows.map((r) => [String(r.exchange ?? ''), String(r.tradingSymbol ?? '')]),
    );
    const withTokens = rows.map((r) => ({
      ...r,
      instrumentToken: tokens.get(symbolKey(String(r.exchange ?? ''), String(r.tradingSymbol ?? ''))) ?? 0,
    }));
    const { positions } = await parseDto(BulkPositionsDto, { positions: withTokens });
    const known = await this.instrumentsOf(positions);
    return (await this.insertPositions(tx, userId, positions, known)).map((p) => p.id);
  }

  /** The token of each exchange and symbol named, each asked of the market once, a few at a time. */
  private async tokensBySymbol(named: [string, string][]): Promise<Map<string, number | undefined>> {
    const unique = new Map(named.map(([exchange, symbol]) => [symbolKey(exchange, symbol), [exchange, symbol]]));
    const keys = [...unique.keys()];
    const tokens = new Map<string, number | undefined>();
    for (let i = 0; i < keys.length; i += LOOKUPS_AT_ONCE)
      await Promise.all(
        keys.slice(i, i + LOOKUPS_AT_ONCE).map(async (key) => {
          const [exchange, symbol] = unique.get(key)!;
          tokens.set(key, await this.market.bySymbol(exchange, symbol));
        }),
      );
    return tokens;
  }

  /** The undo of positionsIn; positions already deleted by the user are simply gone. */
  async removePositions(tx: EntityManager, userId: string, ids: readonly string[]): Promise<void> {
    await this.openPositions.deleteMany(userId, ids, tx);
  }

  /** Past sales; commission is the given one, else computed from the user's percentages. */
  async sold(userId: string, rows: ImportSoldPositionDto[]): Promise<{ imported: number }> {
    const known = await this.instrumentsOf(rows);
    const rates = await this.settings.portfolioVariables(userId);
    const now = new Date();
    const sales = rows.map((r): NewSoldPosition => {
      const p = newPositionFrom(r, known.get(r.instrumentToken)!);
      const pct = commissionPctFor(p.instrumentType, rates);
      const figures = saleFigures(p.positionType, r.buyPrice, r.sellPrice, r.quantity, pct, r.commission);
      return {
        originalPositionId: null,
        ...soldInstrumentOf(p),
        buyPrice: r.buyPrice,
        sellPrice: r.sellPrice,
        quantity: r.quantity,
        ...figures,
        soldAt: r.soldAt ? new Date(r.soldAt) : now,
      };
    });
    await this.uow.run((tx) => this.soldPositions.insertMany(userId, sales, tx));
    return { imported: rows.length };
  }

  /** Past rollovers; they link no positions of this portfolio. */
  async rollovers(userId: string, rows: ImportRolloverDto[]): Promise<{ imported: number }> {
    const now = new Date();
    const entries = rows.map((r): NewRolloverEntry => ({
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
      rolledAt: r.rolledAt ? new Date(r.rolledAt) : now,
    }));
    await this.uow.run((tx) => this.history.insertMany(userId, entries, tx));
    return { imported: rows.length };
  }
}
