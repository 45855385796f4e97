import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { priced, realisedBetween, toHolding, toLot } from './ledger-views.js';
import { trade } from './test-trades.js';

const nifty = { isin: null, exchange: 'NFO', segment: 'FO' as const, symbol: 'NIFTY26JANFUT' };
const fy = ['2025-04-01', '2026-03-31'] as const;

describe('a futures contract sold short', () => {
  it('is a short position, not an opening sell, and a later buy closes it with the profit of the fall', () => {
    const ledger = buildLedger({
      trades: [trade('sell', '2026-01-05', '65', '24000', nifty), trade('buy', '2026-01-08', '65', '23800', nifty)],
      openings: [],
      actions: [],
    });
    const h = ledger.get('FO:NFO:NIFTY26JANFUT')!;
    // (24,000 − 23,800) × 65 = 13,000, known: a short sale has a basis.
    const r = realisedBetween(ledger.values(), ...fy);
    expect(r.total).toBe('13000.00');
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]).toMatchObject({
      buy_date: '2026-01-05',
      sell_date: '2026-01-08',
      quantity: '65',
      buy_value: '1547000.00',
      sell_value: '1560000.00',
      realised: '13000.00',
      unknown_basis: false,
    });
    // Flat after the buy-back: no holding, and no long lot left open.
    expect(toHolding(h)).toBeNull();
    expect(h.lots.every((l) => l.open.isZero())).toBe(true);
  });

  it('half bought back leaves a short holding whose P&L rises as the price falls', () => {
    const ledger = buildLedger({
      trades: [trade('sell', '2026-01-05', '130', '24000', nifty), trade('buy', '2026-01-06', '65', '23900', nifty)],
      openings: [],
      actions: [],
    });
    const h = ledger.get('FO:NFO:NIFTY26JANFUT')!;
    // Realised on the half closed: (24,000 − 23,900) × 65 = 6,500.
    expect(realisedBetween(ledger.values(), ...fy).total).toBe('6500.00');
    const holding = toHolding(h)!;
    expect(holding.quantity).toBe('-65');
    expect(holding.average_cost).toBe('24000.0000');
    expect(holding.invested).toBe('-1560000.00');
    // At 23,700 the open short gains (24,000 − 23,700) × 65 = 19,500.
    expect(priced(holding, 1, 23700).unrealised).toBe('19500.00');
    expect(toLot(h.lots[0]!)).toMatchObject({ quantity: '-130', open_quantity: '-65', cost_per_share: '24000.0000' });
  });

  it('a buy beyond the short closes it and opens a long lot with the rest', () => {
    const ledger = buildLedger({
      trades: [trade('sell', '2026-01-05', '65', '24000', nifty), trade('buy', '2026-01-07', '130', '24100', nifty)],
      openings: [],
      actions: [],
    });
    const h = ledger.get('FO:NFO:NIFTY26JANFUT')!;
    // The short loses (24,000 − 24,100) × 65 = −6,500; 65 stay open long at 24,100.
    expect(realisedBetween(ledger.values(), ...fy).total).toBe('-6500.00');
    const holding = toHolding(h)!;
    expect(holding.quantity).toBe('65');
    expect(holding.average_cost).toBe('24100.0000');
  });

  it('an equity sell with no earlier buy is still an opening sell of unknown basis', () => {
    const ledger = buildLedger({ trades: [trade('sell', '2026-01-05', '10', '1500')], openings: [], actions: [] });
    const [lot] = [...ledger.values()][0]!.lots;
    expect(lot).toMatchObject({ unknownBasis: true });
    expect(lot!.short).toBeUndefined();
  });
});
