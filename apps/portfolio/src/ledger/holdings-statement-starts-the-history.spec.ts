import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding, toLot } from './ledger-views.js';
import { opening, trade } from './test-trades.js';

describe('a holdings statement as on 31 March 2024', () => {
  it('supersedes earlier trades that do not explain it, and later sales consume its lot', () => {
    const h = buildLedger({
      trades: [trade('buy', '2023-05-02', '4', '1300'), trade('sell', '2024-04-15', '5', '1500')],
      openings: [opening('2024-03-31', '10', '1400')],
      actions: [],
    }).get('INE009A01021')!;
    // The statement's 10 at 1,400 replace the 4 bought in May; 5 sold at 1,500: 5 × 100 = 500.
    const lots = h.lots.map(toLot);
    expect(lots.map((l) => [l.buy_date, l.quantity, l.open_quantity, l.source])).toEqual([
      ['2024-03-31', '10', '5', 'holdings-statement'],
    ]);
    expect(realisedBetween([h], '2024-04-01', '2025-03-31').total).toBe('500.00');
    expect(toHolding(h)).toMatchObject({ quantity: '5', average_cost: '1400.0000' });
  });

  it('keeps the trades’ lots, with their real buy dates, when they leave exactly its quantity', () => {
    const h = buildLedger({
      trades: [trade('buy', '2023-05-02', '6', '1380'), trade('buy', '2023-09-01', '4', '1410')],
      openings: [opening('2024-03-31', '10', '1392')],
      actions: [],
    }).get('INE009A01021')!;
    expect(h.lots.map(toLot).map((l) => [l.buy_date, l.open_quantity])).toEqual([
      ['2023-05-02', '6'],
      ['2023-09-01', '4'],
    ]);
  });

  it('is replaced by a statement imported again with the same date, never doubled, and by a later one', () => {
    const h = buildLedger({
      trades: [],
      openings: [
        opening('2024-03-31', '10', '1400', { import_id: 'a', created_at: '2024-04-01T00:00:00Z' }),
        opening('2024-03-31', '10', '1400', { import_id: 'b', created_at: '2024-04-02T00:00:00Z' }),
      ],
      actions: [],
    }).get('INE009A01021')!;
    expect(toHolding(h)).toMatchObject({ quantity: '10', lots: 1 });
    const later = buildLedger({
      trades: [],
      openings: [opening('2024-03-31', '10', '1400'), opening('2024-09-30', '12', '1450')],
      actions: [],
    }).get('INE009A01021')!;
    expect(toHolding(later)).toMatchObject({ quantity: '12', average_cost: '1450.0000' });
  });

  it('marks a row without an average price as of unknown cost', () => {
    const h = buildLedger({ trades: [], openings: [opening('2024-03-31', '7', '0')], actions: [] }).get(
      'INE009A01021',
    )!;
    expect(toHolding(h)).toMatchObject({ quantity: '7', unknown_basis_quantity: '7' });
  });
});
