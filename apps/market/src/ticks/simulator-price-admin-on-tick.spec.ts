import { describe, expect, it } from '@jest/globals';
import { ErrorCode, type Actor } from '@app/contracts';
import { indexOf, instrumentOf, thrownBy } from '../testing/market-fixtures.js';
import { checkSimulatorPrice, checkSimulatorPriceCaller, isOnTick } from './simulator-price-rules.js';

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000a001', userType: 'admin', sessionId: 's' };
const customer: Actor = { ...admin, userType: 'customer' };

describe('who may set a simulated price', () => {
  it('lets an admin set one while the simulator runs', () => {
    expect(() => checkSimulatorPriceCaller(admin, 'simulator')).not.toThrow();
  });

  it('refuses a customer with 403', () => {
    expect(thrownBy(() => checkSimulatorPriceCaller(customer, 'simulator'))).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'Admin access required',
    });
  });

  it('refuses an admin with 409 while Kite is the feed', () => {
    expect(thrownBy(() => checkSimulatorPriceCaller(admin, 'kite'))).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'The simulator is not the active feed',
    });
  });
});

describe('which prices an instrument takes', () => {
  it('takes a price on the tick size, even where floating point makes it inexact', () => {
    expect(() => checkSimulatorPrice(instrumentOf({ tick_size: 0.05 }), 1234.55)).not.toThrow();
    expect(isOnTick(0.3, 0.1)).toBe(true);
  });

  it('refuses a price between ticks, naming last_price and the tick', () => {
    expect(thrownBy(() => checkSimulatorPrice(instrumentOf({ tick_size: 0.05 }), 1300.03))).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ field: 'last_price', errors: ['last_price must be a multiple of the tick size 0.05'] }],
    });
  });

  it('takes any price for an index, which has no tick in the master', () => {
    expect(() => checkSimulatorPrice(indexOf(256265, 'NIFTY 50'), 22450.123)).not.toThrow();
  });
});
