import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { groupByDate } from '@app/formatting';
import { ErrorCode, type SoldPosition } from '@app/contracts';
import { DomainError } from '@app/common';
import { toSoldPosition, type SoldRow } from './sold-row.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Sold positions, their month and date groups, and the rollover history. */
@Injectable()
export class SoldService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string): Promise<SoldPosition[]> {
    const rows = (await this.ds.query('SELECT * FROM portfolio.sold_positions WHERE user_id = $1 ORDER BY sold_at DESC, created_at DESC', [userId])) as SoldRow[];
    return rows.map(toSoldPosition);
  }

  /** Part 2's month groups: month, then days within it, newest first, unknown dates last. */
  grouped(sold: SoldPosition[]) {
    const byMonth = new Map<string, SoldPosition[]>();
    for (const s of sold) {
      const key = (s.soldAt || s.createdAt).slice(0, 7);
      byMonth.set(key, [...(byMonth.get(key) ?? []), s]);
    }
    return [...byMonth.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([monthYear, positions]) => {
        const dateGroups = groupByDate(positions).map((g) => ({
          date: g.date,
          dateDisplay: g.date ? new Date(`${g.date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : 'Unknown date',
          shortDate: g.date ? new Date(`${g.date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }) : 'Unknown',
          positions: g.positions,
          totalProfitLoss: g.totalProfitLoss,
          totalPositions: g.totalPositions,
        }));
        const [y, m] = monthYear.split('-').map(Number);
        return {
          monthYear,
          monthDisplay: `${MONTHS[m - 1]} ${y}`,
          totalProfitLoss: dateGroups.reduce((a, g) => a + g.totalProfitLoss, 0),
          totalPositions: positions.length,
          dateGroups,
        };
      });
  }

  async delete(userId: string, id: string): Promise<void> {
    const [, n] = (await this.ds.query('DELETE FROM portfolio.sold_positions WHERE user_id = $1 AND id = $2', [userId, id])) as [unknown, number];
    if (n === 0) throw new DomainError(ErrorCode.NotFound, 'Sold position not found');
  }

  /** Deletes only the user's own rows among the ids; answers how many went. */
  async bulkDelete(userId: string, ids: string[]): Promise<number> {
    const [, n] = (await this.ds.query('DELETE FROM portfolio.sold_positions WHERE user_id = $1 AND id = ANY($2::uuid[])', [userId, ids])) as [unknown, number];
    return n;
  }

  async rolloverHistory(userId: string) {
    const rows = (await this.ds.query('SELECT * FROM portfolio.rollover_history WHERE user_id = $1 ORDER BY rolled_at DESC', [userId])) as Record<string, unknown>[];
    return rows.map((r) => ({
      id: r.id,
      fromPositionId: r.from_position_id,
      toPositionId: r.to_position_id,
      fromSymbol: r.from_symbol,
      toSymbol: r.to_symbol,
      toInstrumentToken: Number(r.to_instrument_token),
      newExpiry: r.new_expiry,
      quantity: r.quantity,
      positionType: r.position_type,
      closePrice: Number(r.close_price),
      openPrice: Number(r.open_price),
      rolledAt: (r.rolled_at as Date).toISOString(),
    }));
  }
}
