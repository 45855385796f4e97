export type TargetState = 'armed' | 'triggered';

/** A watchlist entry as the evaluator sees it: a price the user waits for the instrument to fall to. */
export interface Target {
  id: string;
  userId: string;
  token: number;
  target: number;
  state: TargetState;
  /** Epoch milliseconds of the last alert, for the cooldown. */
  lastFiredAt: number | null;
}
