import type { StoredAlert, TargetAlertEvent } from '@app/contracts';
import type { EntryRow } from '../watchlist/entry-row.js';

/** A row of alerts.alerts as Postgres answers it (bigint and numeric arrive as strings). */
export interface AlertRow {
  id: string;
  instrument_token: string;
  tradingsymbol: string;
  target_price: string;
  current_price: string;
  triggered_at: Date;
  read_at: Date | null;
}

export function toStoredAlert(r: AlertRow): StoredAlert {
  return {
    id: r.id,
    instrument_token: Number(r.instrument_token),
    tradingsymbol: r.tradingsymbol,
    target_price: Number(r.target_price),
    current_price: Number(r.current_price),
    triggered_at: r.triggered_at.toISOString(),
    read: r.read_at !== null,
    read_at: r.read_at ? r.read_at.toISOString() : null,
  };
}

/** The event that pushes a fired alert to its owner's sockets. */
/** The columns of an entry its alert carries. */
export type AlertedEntry = Pick<EntryRow, 'user_id' | 'instrument_token' | 'tradingsymbol' | 'target_price'>;

export function toTargetAlertEvent(
  alertId: string,
  entry: AlertedEntry,
  price: number,
  triggeredAt: string,
): TargetAlertEvent {
  return {
    userId: entry.user_id,
    alert: {
      id: alertId,
      instrument_token: Number(entry.instrument_token),
      tradingsymbol: entry.tradingsymbol,
      target_price: Number(entry.target_price),
      current_price: price,
      triggered_at: triggeredAt,
    },
  };
}
