import { describe, expect, it } from '@jest/globals';
import { indexOf, instrumentOf } from '../testing/market-fixtures.js';
import { followsReload, masterStatus, reloadSource, startupLoad } from './master-rules.js';

describe('an admin reloads the instrument master', () => {
  it('reads the source asked for, whatever is configured', () => {
    expect(reloadSource('bundled', true)).toBe('bundled');
    expect(reloadSource('kite', false)).toBe('kite');
  });

  it('reads Kite when no source is asked for and Kite credentials are set', () => {
    expect(reloadSource(undefined, true)).toBe('kite');
  });

  it('reads the bundled master when no source is asked for and Kite is not configured', () => {
    expect(reloadSource(undefined, false)).toBe('bundled');
  });
});

describe('the service starts', () => {
  it('builds the bundled master on a fresh database', () => {
    expect(startupLoad(null)).toBe('build-bundled');
  });

  it('builds the bundled master again after a bundled load, so its futures roll to the current month', () => {
    expect(startupLoad({ source: 'bundled' })).toBe('build-bundled');
  });

  it('keeps a downloaded Kite master: reads it back from storage', () => {
    expect(startupLoad({ source: 'kite' })).toBe('read-stored');
  });
});

describe('another replica announces a reload', () => {
  const event = { source: 'kite' as const, total: 4, origin: 'market-a' };

  it('is read back from storage by every other replica', () => {
    expect(followsReload(event, 'market-b')).toBe(true);
  });

  it('is ignored by the replica that made it, which holds the new master already', () => {
    expect(followsReload(event, 'market-a')).toBe(false);
  });
});

describe('the master status', () => {
  it('counts instruments per exchange and per type, with the load time', () => {
    const status = masterStatus(
      [
        instrumentOf({ instrument_token: 1 }),
        instrumentOf({ instrument_token: 2, exchange: 'BSE' }),
        indexOf(256265, 'NIFTY 50'),
        instrumentOf({ instrument_token: 3, exchange: 'NFO', instrument_type: 'FUT', segment: 'NFO-FUT' }),
      ],
      'kite',
      new Date('2026-03-02T03:30:00.000Z'),
    );
    expect(status).toEqual({
      loaded: true,
      source: 'kite',
      loaded_at: '2026-03-02T03:30:00.000Z',
      total: 4,
      by_exchange: { NSE: 2, BSE: 1, NFO: 1 },
      by_type: { EQ: 3, FUT: 1 },
    });
  });

  it('reports nothing loaded before the first load', () => {
    expect(masterStatus([], 'bundled', null)).toEqual({
      loaded: false,
      source: 'bundled',
      loaded_at: null,
      total: 0,
      by_exchange: {},
      by_type: {},
    });
  });
});
