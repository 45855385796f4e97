import { describe, expect, it } from 'vitest';
import { sourceLines } from './overviewSources';

describe('the Overview’s source badges', () => {
  it('shows one badge when holdings and funds come from the same fresh source', () => {
    expect(sourceLines({ holdings: { source: 'kite' }, funds: { source: 'kite' } })).toEqual([
      { label: null, info: { source: 'kite' } },
    ]);
  });

  it('shows one badge when both are stale copies taken within a minute, for the same reason', () => {
    const holdings = { source: 'kite' as const, as_of: '2026-11-24T10:42:59+05:30', stale_reason: 'Kite unreachable' };
    const funds = { ...holdings, as_of: '2026-11-24T10:43:01+05:30' };
    expect(sourceLines({ holdings, funds })).toEqual([{ label: null, info: holdings }]);
    expect(sourceLines({ holdings, funds: { ...funds, as_of: '2026-11-24T10:50:00+05:30' } })).toHaveLength(2);
    expect(sourceLines({ holdings, funds: { ...funds, stale_reason: 'Kite answered 502' } })).toHaveLength(2);
  });

  it('names each when one is stale or they differ', () => {
    const stale = { source: 'kite' as const, as_of: '2026-11-24T10:42:00+05:30', stale_reason: 'Kite unreachable' };
    expect(sourceLines({ holdings: stale, funds: { source: 'kite' } }).map((l) => l.label)).toEqual([
      'Holdings',
      'Funds',
    ]);
    expect(sourceLines({ holdings: { source: 'paper' }, funds: { source: 'kite' } })).toHaveLength(2);
  });

  it('shows what answered when a source failed', () => {
    expect(sourceLines({ funds: { source: 'paper' } })).toEqual([{ label: 'Funds', info: { source: 'paper' } }]);
    expect(sourceLines({})).toEqual([]);
  });
});
