import type { CreatePositionDto, Instrument } from '@app/contracts';

/** The fields a new position is stored with (and an update may change). */
export interface NewPosition {
  tradingSymbol: string;
  instrumentToken: number;
  exchange: string;
  name: string;
  instrumentType: 'EQ' | 'FUT';
  expiry: string | null;
  buyDate: string | null;
  buyPrice: number;
  quantity: number;
  positionType: 'BUY' | 'SELL';
  yesterdayClosingPrice: number | null;
}

/** An open position as stored, in the service's own terms. */
export interface StoredPosition extends NewPosition {
  id: string;
  todaysPnl: number | null;
  /** ISO text, as the answer carries it. */
  createdAt: string;
  updatedAt: string;
}

/**
 * A new position from what was given, completed from the instrument: its name (else the symbol), FUT
 * for futures and EQ for everything else, its expiry; a position is a BUY unless it says SELL.
 */
export function newPositionFrom(
  b: CreatePositionDto,
  instrument: Pick<Instrument, 'name' | 'instrument_type' | 'expiry'>,
): NewPosition {
  return {
    tradingSymbol: b.tradingSymbol,
    instrumentToken: b.instrumentToken,
    exchange: b.exchange,
    name: b.name || instrument.name || b.tradingSymbol,
    instrumentType: b.instrumentType ?? (instrument.instrument_type === 'FUT' ? 'FUT' : 'EQ'),
    expiry: b.expiry ?? instrument.expiry ?? null,
    buyDate: b.buyDate ?? null,
    buyPrice: b.buyPrice,
    quantity: b.quantity,
    positionType: b.positionType ?? 'BUY',
    yesterdayClosingPrice: b.yesterdayClosingPrice ?? null,
  };
}

/** What a sale records of the position it sells: the instrument and the side. */
export function soldInstrumentOf(
  p: NewPosition,
): Pick<NewPosition, 'tradingSymbol' | 'instrumentToken' | 'exchange' | 'name' | 'instrumentType' | 'positionType'> {
  return {
    tradingSymbol: p.tradingSymbol,
    instrumentToken: p.instrumentToken,
    exchange: p.exchange,
    name: p.name,
    instrumentType: p.instrumentType,
    positionType: p.positionType,
  };
}
