import type { RolloverEntry } from '@app/contracts';

/** A rollover_history row as Postgres returns it (numerics as text). */
export interface RolloverRow {
  id: string;
  from_position_id: string | null;
  to_position_id: string | null;
  from_symbol: string;
  to_symbol: string;
  to_instrument_token: string;
  /** A Date from node-postgres; JSON carries it as its ISO text. */
  new_expiry: string;
  quantity: number;
  position_type: 'BUY' | 'SELL';
  close_price: string;
  open_price: string;
  rolled_at: Date;
}

export function toRolloverEntry(r: RolloverRow): RolloverEntry {
  return {
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
    rolledAt: r.rolled_at.toISOString(),
  };
}
