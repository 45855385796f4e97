import { ErrorCode, MAX_INDICES_PER_SIDE, type IndexSide, type Instrument } from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { DEFAULT_INDICES, INDEX_PRESETS } from '../instruments/data/index-presets.js';
import type { DashboardIndexEntity } from './dashboard-index.entity.js';

export type NewDashboardIndex = Pick<
  DashboardIndexEntity,
  'user_id' | 'instrument_token' | 'tradingsymbol' | 'name' | 'side'
>;
type CurrentPick = Pick<DashboardIndexEntity, 'instrument_token' | 'side'>;

/** The picks every user starts with, left side first, each under its preset's product code and name. */
export function defaultPicks(userId: string): NewDashboardIndex[] {
  const pick = (symbol: string, side: IndexSide): NewDashboardIndex => {
    const p = INDEX_PRESETS.find((x) => x.symbol === symbol)!;
    return { user_id: userId, instrument_token: p.instrument_token, tradingsymbol: p.symbol, name: p.name, side };
  };
  return [...DEFAULT_INDICES.left.map((s) => pick(s, 'left')), ...DEFAULT_INDICES.right.map((s) => pick(s, 'right'))];
}

/** Only indices go in the header. */
export function checkIsIndex(instrument: Instrument): void {
  if (instrument.segment !== 'INDICES') {
    throw validationError([{ field: 'instrument_token', errors: ['instrument_token must be an index'] }]);
  }
}

/**
 * A new pick for one side of the header, given the user's current picks. An index is in the header
 * once (on either side), a side holds at most MAX_INDICES_PER_SIDE, and a preset index is shown by its
 * product code and name rather than the master's.
 */
export function newPick(
  userId: string,
  instrument: Instrument,
  side: IndexSide,
  current: readonly CurrentPick[],
): NewDashboardIndex {
  const preset = INDEX_PRESETS.find((p) => p.instrument_token === instrument.instrument_token);
  const tradingsymbol = preset?.symbol ?? instrument.tradingsymbol;
  if (current.some((r) => r.instrument_token === instrument.instrument_token)) {
    throw new DomainError(ErrorCode.Conflict, `${tradingsymbol} is already on the dashboard`);
  }
  if (current.filter((r) => r.side === side).length >= MAX_INDICES_PER_SIDE) {
    throw new DomainError(ErrorCode.Conflict, `At most ${MAX_INDICES_PER_SIDE} indices per side`);
  }
  return {
    user_id: userId,
    instrument_token: instrument.instrument_token,
    tradingsymbol,
    name: preset?.name ?? instrument.name,
    side,
  };
}
