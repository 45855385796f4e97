import { describe, expect, it } from 'vitest';
import { loadActivity, loadOverview, OVERVIEW_LOAD_FAILED, type DataGetter } from './loadOverview';

const server = (answers: Record<string, unknown>): DataGetter =>
  (async (path: string) => {
    if (!(path in answers)) throw new Error(`down: ${path}`);
    return answers[path];
  }) as DataGetter;

describe('overview loading', () => {
  it('reads the four sources', async () => {
    const data = await loadOverview(
      server({
        '/portfolio/holdings': { holdings: [{ tradingsymbol: 'TCS' }] },
        '/funds': { funds: { equity: { available: { cash: 1_000_000 } } } },
        '/orders': { orders: [] },
        '/portfolio/manual/positions': { positions: [{ id: 'p1' }] },
      }),
    );
    expect(data).toMatchObject({
      holdings: [{ tradingsymbol: 'TCS' }],
      cash: 1_000_000,
      orders: [],
      positions: [{ id: 'p1' }],
      failed: [],
    });
  });

  it('falls back per source and names the failures', async () => {
    const data = await loadOverview(
      server({ '/portfolio/manual/positions': { positions: [] }, '/orders': { orders: [] } }),
    );
    expect(data).toEqual({
      holdings: [],
      cash: null,
      orders: [],
      positions: [],
      sources: {},
      failed: ['holdings', 'funds'],
    });
  });

  it("keeps where holdings and funds came from, with a stale answer's time and reason", async () => {
    const data = await loadOverview(
      server({
        '/portfolio/holdings': {
          holdings: [],
          source: 'kite',
          as_of: '2026-11-24T10:42:00+05:30',
          stale_reason: 'Kite unreachable',
        },
        '/funds': { funds: { equity: { available: { cash: 5 } } }, source: 'kite' },
      }),
    );
    expect(data.sources).toEqual({
      holdings: { source: 'kite', as_of: '2026-11-24T10:42:00+05:30', stale_reason: 'Kite unreachable' },
      funds: { source: 'kite', as_of: undefined, stale_reason: undefined },
    });
  });

  it('fails with the spec message when all four fail', async () => {
    await expect(loadOverview(server({}))).rejects.toThrow(OVERVIEW_LOAD_FAILED);
  });

  it('loads sales and alerts independently', async () => {
    expect(await loadActivity(server({ '/alerts': { alerts: [{ id: 'a' }] } }))).toEqual({
      sales: [],
      alerts: [{ id: 'a' }],
      failed: ['sales'],
    });
  });
});
