import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AlertChannel, AlertDelivery, DeliveryStatus, FireWithDeliveries } from '@app/contracts';
import { isoOrNull, toRuleFire, type FireRow } from './fire-row.js';

export interface DeliveryLogFilter {
  ruleId?: string;
  status?: DeliveryStatus;
  channel?: AlertChannel;
}

type DeliveryRow = {
  id: string;
  fire_id: string;
  channel: AlertChannel;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
};

function toDelivery(r: DeliveryRow): AlertDelivery {
  return {
    id: r.id,
    channel: r.channel,
    status: r.status,
    attempts: r.attempts,
    last_error: r.last_error,
    // Only a pending delivery has a next try.
    next_attempt_at: r.status === 'pending' ? isoOrNull(r.next_attempt_at) : null,
    delivered_at: isoOrNull(r.delivered_at),
  };
}

/** The user's delivery log: their fires, newest first, each with its deliveries. */
@Injectable()
export class DeliveryLogRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async page(
    userId: string,
    filter: DeliveryLogFilter,
    limit: number,
    offset: number,
  ): Promise<{ fires: FireWithDeliveries[]; total: number }> {
    // A status or channel filter keeps the fires having a delivery in that status on that channel.
    const where = `f.user_id = $1 AND ($2::uuid IS NULL OR f.rule_id = $2)
      AND (($3::text IS NULL AND $4::text IS NULL) OR EXISTS (
        SELECT 1 FROM alerts.deliveries d WHERE d.fire_id = f.id
           AND ($3::text IS NULL OR d.status = $3) AND ($4::text IS NULL OR d.channel = $4)))`;
    const params = [userId, filter.ruleId ?? null, filter.status ?? null, filter.channel ?? null];
    const fires = (await this.ds.query(
      `SELECT f.id, f.rule_id, f.kind, f.instrument_token, f.tradingsymbol, f.level, f.observed, f.message, f.fired_at
         FROM alerts.rule_fires f WHERE ${where} ORDER BY f.fired_at DESC, f.id LIMIT $5 OFFSET $6`,
      [...params, limit, offset],
    )) as FireRow[];
    const [{ total }] = (await this.ds.query(
      `SELECT count(*)::int AS total FROM alerts.rule_fires f WHERE ${where}`,
      params,
    )) as { total: number }[];
    if (fires.length === 0) return { fires: [], total };
    const deliveries = (await this.ds.query(
      `SELECT id, fire_id, channel, status, attempts, last_error, next_attempt_at, delivered_at
         FROM alerts.deliveries WHERE user_id = $1 AND fire_id = ANY($2::uuid[]) ORDER BY channel`,
      [userId, fires.map((f) => f.id)],
    )) as DeliveryRow[];
    const byFire = new Map<string, AlertDelivery[]>();
    for (const d of deliveries) byFire.set(d.fire_id, [...(byFire.get(d.fire_id) ?? []), toDelivery(d)]);
    return { fires: fires.map((f) => ({ ...toRuleFire(f), deliveries: byFire.get(f.id) ?? [] })), total };
  }
}
