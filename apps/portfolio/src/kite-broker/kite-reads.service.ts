import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  ErrorCode,
  type BrokerPosition,
  type BrokerTrade,
  type Funds,
  type Holding,
  type Order,
  type SourcedReply,
  type UserDetails,
} from '@app/contracts';
import { DomainError, LOGGER } from '@app/common';
import type { KiteUserSession } from '../kite-connection/kite-sessions.js';
import { KiteClient, KiteOutage } from './kite-client.js';
import { fundsOf, holdingOf, orderOf, positionOf, tradeOf, userDetailsOf } from './kite-mapping.js';
import { KiteSnapshotRepository, type SnapshotKind } from './kite-snapshot.repository.js';

type Row = Record<string, unknown>;
type Sourced<T> = T & SourcedReply;

const unavailable = (e: KiteOutage, what: string) =>
  new DomainError(ErrorCode.ServiceUnavailable, `Zerodha is unavailable, so ${what} cannot be shown: ${e.message}`);

/**
 * A connected user's broker data from Kite. Holdings, funds, positions and orders keep their last good
 * answer: when Kite is down, that answer is given with its time (`as_of`) and why (`stale_reason`).
 */
@Injectable()
export class KiteReadsService {
  constructor(
    private readonly kite: KiteClient,
    private readonly snapshots: KiteSnapshotRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  holdings(s: KiteUserSession): Promise<Sourced<{ holdings: Holding[] }>> {
    return this.kept(s, 'holdings', async () => ({
      holdings: (await this.kite.read<Row[]>(s, '/portfolio/holdings')).map(holdingOf),
    }));
  }

  funds(s: KiteUserSession): Promise<Sourced<{ funds: Funds }>> {
    return this.kept(s, 'funds', async () => ({ funds: fundsOf(await this.kite.read<Row>(s, '/user/margins')) }));
  }

  orders(s: KiteUserSession): Promise<Sourced<{ orders: Order[] }>> {
    return this.kept(s, 'orders', async () => ({
      orders: (await this.kite.read<Row[]>(s, '/orders')).map(orderOf),
    }));
  }

  positions(s: KiteUserSession): Promise<Sourced<{ net: BrokerPosition[]; day: BrokerPosition[] }>> {
    return this.kept(s, 'positions', async () => {
      const data = await this.kite.read<{ net?: Row[]; day?: Row[] }>(s, '/portfolio/positions');
      return { net: (data.net ?? []).map(positionOf), day: (data.day ?? []).map(positionOf) };
    });
  }

  async trades(s: KiteUserSession): Promise<Sourced<{ trades: BrokerTrade[] }>> {
    try {
      return { trades: (await this.kite.read<Row[]>(s, '/trades')).map(tradeOf), source: 'kite' };
    } catch (e) {
      throw e instanceof KiteOutage ? unavailable(e, 'trades') : e;
    }
  }

  async userDetails(s: KiteUserSession): Promise<Sourced<{ user_details: UserDetails }>> {
    try {
      const profile = await this.kite.read<Row>(s, '/user/profile');
      const { funds } = await this.funds(s);
      return { user_details: userDetailsOf(profile, funds), source: 'kite' };
    } catch (e) {
      throw e instanceof KiteOutage ? unavailable(e, 'your profile') : e;
    }
  }

  /** The order as it stands now: the last entry of its history. */
  async order(s: KiteUserSession, orderId: string): Promise<Order | null> {
    const history = await this.kite.read<Row[]>(s, `/orders/${encodeURIComponent(orderId)}`);
    const last = Array.isArray(history) ? history.at(-1) : undefined;
    return last ? orderOf(last) : null;
  }

  /** The trades of one order (`/orders/{id}/trades`), for the ledger once the order completes. */
  async orderTrades(s: KiteUserSession, orderId: string): Promise<BrokerTrade[]> {
    const rows = await this.kite.read<Row[]>(s, `/orders/${encodeURIComponent(orderId)}/trades`);
    return Array.isArray(rows) ? rows.map(tradeOf) : [];
  }

  private async kept<T extends object>(
    s: KiteUserSession,
    kind: SnapshotKind,
    fetch: () => Promise<T>,
  ): Promise<Sourced<T>> {
    let answer: T;
    try {
      answer = await fetch();
    } catch (e) {
      if (!(e instanceof KiteOutage)) throw e;
      const stored = await this.snapshots.find<T>(s, kind);
      if (!stored) throw unavailable(e, `${kind} (none stored yet)`);
      return { ...stored.payload, source: 'kite', as_of: stored.fetchedAt.toISOString(), stale_reason: e.message };
    }
    await this.snapshots
      .save(s, kind, answer, new Date())
      .catch((err: Error) => this.logger.warn({ kind, err: err.message }, 'kite snapshot not stored'));
    return { ...answer, source: 'kite' };
  }
}
