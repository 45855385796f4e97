import type { Target } from '../evaluator/target-index.js';

export interface EntryRow {
  id: string;
  user_id: string;
  instrument_token: string;
  tradingsymbol: string;
  name: string;
  exchange: string;
  target_price: string;
  state: 'armed' | 'triggered';
  last_fired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toTarget(r: EntryRow): Target {
  return {
    id: r.id,
    userId: r.user_id,
    token: Number(r.instrument_token),
    target: Number(r.target_price),
    state: r.state,
    lastFiredAt: r.last_fired_at ? r.last_fired_at.getTime() : null,
  };
}
