import { describe, expect, it } from '@jest/globals';
import { buildLedger } from '../../ledger/lot-engine.js';
import { lotAction, opening, trade } from '../../ledger/test-trades.js';
import { flowsOf, receivedDividend } from './returns-test-ledger.js';

const INFY = 'INE009A01021';
const money = (flows: { date: string; amount: { toFixed(n: number): string }; kind: string }[]) =>
  flows.map((f) => [f.date, f.kind, f.amount.toFixed(2)]);

describe('flows from the ledger', () => {
  it('reads buys, sales and received dividends, with a bonus lot carrying no money and shares in today’s units', () => {
    const trades = [trade('buy', '2024-01-01', '10', '100'), trade('sell', '2024-03-01', '4', '150')];
    const actions = [lotAction('bonus', '2024-06-01', 2, 1), lotAction('split', '2024-07-01', 2, 1)];
    const out = flowsOf(trades, {
      actions,
      dividends: [
        receivedDividend(INFY, '2024-05-01', '30.00'),
        { ...receivedDividend(INFY, '2024-09-01', '99.00'), status: 'upcoming' },
      ],
    });
    expect(out.keys).toHaveLength(1);
    const k = out.keys[0]!;
    expect(money(k.flows)).toEqual([
      // 10 × 100 put in; 4 × 150 taken out; the dividend as received.
      ['2024-01-01', 'buy', '-1000.00'],
      ['2024-03-01', 'sale', '600.00'],
      ['2024-05-01', 'dividend', '30.00'],
    ]);
    // Shares in today's units (Kite's closes are back-adjusted): each share before both actions is 2 × 2 = 4
    // today. 10 bought → 40, 4 sold → 16; the bonus lot's 6 (12 today) are already in the 40 − 16 = 24.
    expect(k.moves.map((m) => [m.date, m.quantity, m.cost])).toEqual([
      ['2024-01-01', 40, 1000],
      ['2024-03-01', -16, -400],
    ]);
    // The ledger agrees: 6 × 2 of the first lot and 6 × 2 bonus shares are open.
    const open = buildLedger({ trades, openings: [], actions })
      .get(INFY)!
      .lots.reduce((n, l) => n + l.open.toNumber(), 0);
    expect(open).toBe(24);
  });

  it('gives an intraday round trip both its buy and its sale on the one day', () => {
    const out = flowsOf([trade('buy', '2024-02-05', '5', '200'), trade('sell', '2024-02-05', '5', '210')]);
    expect(money(out.keys[0]!.flows)).toEqual([
      ['2024-02-05', 'buy', '-1000.00'],
      ['2024-02-05', 'sale', '1050.00'],
    ]);
  });

  it('takes a holdings statement’s lot as a buy on its as-of day', () => {
    const out = flowsOf([], { openings: [opening('2024-04-01', '8', '1500.5')] });
    // 8 × 1,500.50 = 12,004.00
    expect(money(out.keys[0]!.flows)).toEqual([['2024-04-01', 'buy', '-12004.00']]);
  });

  it('leaves out derivatives and sales of unknown cost, and counts them', () => {
    const out = flowsOf([
      trade('sell', '2024-01-10', '3', '100'),
      trade('buy', '2024-01-10', '50', '20', { segment: 'FO', isin: null, symbol: 'NIFTY24JANFUT', exchange: 'NFO' }),
    ]);
    expect(out.keys).toEqual([]);
    expect(out.derivatives).toBe(1);
    expect(out.unknownBasisLots).toBe(1);
  });
});
