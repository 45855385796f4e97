import { describe, expect, it } from '@jest/globals';
import { indexOf, instrumentOf } from '../testing/market-fixtures.js';
import {
  carryIsins,
  followsReload,
  liveProgress,
  masterStatus,
  PROGRESS_STALE_MS,
  reloadSource,
  startupLoad,
} from './master-rules.js';

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
      { source: 'kite', loadedAt: new Date('2026-03-02T03:30:00.000Z'), snapshotDate: '2026-05-17' },
    );
    expect(status).toEqual({
      loaded: true,
      source: 'kite',
      loaded_at: '2026-03-02T03:30:00.000Z',
      snapshot_date: null,
      total: 4,
      by_exchange: { NSE: 2, BSE: 1, NFO: 1 },
      by_segment: { NSE: 2, INDICES: 1, 'NFO-FUT': 1 },
      by_type: { EQ: 3, FUT: 1 },
      reload_progress: null,
    });
  });

  it('reports nothing loaded before the first load', () => {
    expect(masterStatus([], { source: 'bundled', loadedAt: null })).toEqual({
      loaded: false,
      source: 'bundled',
      loaded_at: null,
      snapshot_date: null,
      total: 0,
      by_exchange: {},
      by_segment: {},
      by_type: {},
      reload_progress: null,
    });
  });

  it('names the date of the bundled snapshot and the reload under way', () => {
    const progress = { source: 'bundled' as const, phase: 'storing' as const, done: 10, total: 20, started_at: 'x' };
    expect(
      masterStatus([instrumentOf()], { source: 'bundled', loadedAt: null, snapshotDate: '2026-05-17', progress }),
    ).toMatchObject({ snapshot_date: '2026-05-17', reload_progress: progress });
  });
});

describe('a reload from Kite, whose dump has no ISIN column', () => {
  const current = [
    instrumentOf({ instrument_token: 1, tradingsymbol: 'MRF', isin: 'INE883A01011' }),
    instrumentOf({ instrument_token: 2, tradingsymbol: 'MRF', exchange: 'BSE', segment: 'BSE', isin: 'INE883A01011' }),
  ];

  it('keeps the ISIN the current master holds for the same exchange and symbol', () => {
    const incoming = [instrumentOf({ instrument_token: 9, tradingsymbol: 'MRF' })];
    expect(carryIsins(incoming, current)[0]).toMatchObject({ instrument_token: 9, isin: 'INE883A01011' });
  });

  it('leaves a new listing without one, and keeps an ISIN the row brings', () => {
    const incoming = [
      instrumentOf({ instrument_token: 10, tradingsymbol: 'NEWCO' }),
      instrumentOf({ instrument_token: 11, tradingsymbol: 'MRF', isin: 'INE000000001' }),
    ];
    expect(carryIsins(incoming, current).map((i) => i.isin)).toEqual([null, 'INE000000001']);
  });
});

describe('reload progress heard from a replica', () => {
  const progress = { source: 'kite' as const, phase: 'storing' as const, done: 1, total: 2, started_at: 'x' };

  it('is reported while fresh, and dropped once finished or when its replica went quiet', () => {
    expect(liveProgress({ progress, heardAt: 1_000 }, 2_000)).toEqual(progress);
    expect(liveProgress({ progress: null, heardAt: 1_000 }, 2_000)).toBeNull();
    expect(liveProgress({ progress, heardAt: 1_000 }, 1_000 + PROGRESS_STALE_MS + 1)).toBeNull();
    expect(liveProgress(null, 0)).toBeNull();
  });
});
