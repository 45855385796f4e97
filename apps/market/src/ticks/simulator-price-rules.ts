import { ErrorCode, type Actor, type FeedKind, type Instrument } from '@app/contracts';
import { DomainError, validationError } from '@app/common';

/** Whether a price is a whole number of ticks (within floating-point noise). */
export function isOnTick(price: number, tick: number): boolean {
  const steps = price / tick;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** Only an admin sets a simulated price, and only while the simulator is the active feed. */
export function checkSimulatorPriceCaller(actor: Actor, feedKind: FeedKind): void {
  if (actor.userType !== 'admin') throw new DomainError(ErrorCode.Forbidden, 'Admin access required');
  if (feedKind !== 'simulator') throw new DomainError(ErrorCode.Conflict, 'The simulator is not the active feed');
}

/**
 * A simulated price sits on the instrument's tick size. Indices have none in the master: any price
 * passes, and the simulator rounds it to its own tick.
 */
export function checkSimulatorPrice(instrument: Instrument, price: number): void {
  if (instrument.tick_size > 0 && !isOnTick(price, instrument.tick_size)) {
    throw validationError([
      { field: 'last_price', errors: [`last_price must be a multiple of the tick size ${instrument.tick_size}`] },
    ]);
  }
}
