import { beforeAll, describe, expect, it } from '@jest/globals';
import { buildLedger } from '../../ledger/lot-engine.js';
import { harvestPlan } from './harvest-plan.js';
import { SCENARIO_PRICES, SCENARIO_TRADES, TODAY } from './harvest-scenario.js';

describe('the harvesting plan on 20 Feb 2025', () => {
  let plan: ReturnType<typeof harvestPlan>;
  beforeAll(() => {
    const histories = [...buildLedger({ trades: SCENARIO_TRADES, openings: [], actions: [] }).values()];
    plan = harvestPlan({
      histories,
      actions: [],
      fy: 2024,
      today: TODAY,
      prices: SCENARIO_PRICES,
      lossCover: { min_loss_percent: 5, max_loss_percent: 100 },
      fmv: () => null,
    });
  });

  it('reports what is realised this year and the exemption left', () => {
    expect(plan.realised).toEqual({ short_term: '2000.00', long_term: '3000.00', intraday: '0.00' });
    // 125000 − 3000 of long-term gain already realised.
    expect(plan.exemption).toEqual({ limit: '125000.00', used: '3000.00', headroom: '122000.00' });
  });

  it('lists the losing lots, largest first, with their bucket, band and what each saves', () => {
    expect(plan.losses).toEqual([
      {
        lot_id: expect.any(String),
        isin: 'INE075A01022',
        symbol: 'WIPRO',
        buy_date: '2024-08-01',
        quantity: '100',
        sell_quantity: '100',
        cost: '32000.00',
        value: '29000.00', // 100 × 290
        unrealised: '-3000.00',
        unrealised_percent: '-9.38', // −3000 / 32000 = −9.375 %
        last_price: 290,
        bucket: 'short_term',
        long_term_from: '2025-08-02',
        in_loss_cover_band: true, // 9.375 % is within 5–100 %
        // Today 2000 of STCG at 20% = 400; the 3000 loss clears it and 1000 of the LTCG, which the exemption covers.
        tax_saved: '400.00',
      },
      expect.objectContaining({
        symbol: 'ITC',
        unrealised: '-100.00', // 10 × (490 − 500)
        unrealised_percent: '-2.00',
        bucket: 'long_term',
        long_term_from: '2024-03-02',
        in_loss_cover_band: false, // 2 % is below the band's 5 %
        tax_saved: '0.00', // a long-term loss only meets LTCG, already inside the exemption
      }),
    ]);
  });

  it('books HDFCBANK, the oldest long-term gain, only up to the headroom in whole shares', () => {
    // 700 a share (1700 − 1000): floor(122000 / 700) = 174 shares, 121800 booked; SBIN's 300 a share no longer fits in 200.
    expect(plan.gains).toEqual([
      expect.objectContaining({
        symbol: 'HDFCBANK',
        quantity: '200',
        sell_quantity: '174',
        cost: '174000.00',
        value: '295800.00',
        unrealised: '121800.00',
        tax_saved: '15225.00', // 121800 × 12.5 %
      }),
    ]);
    expect(plan.estimated_tax_saved).toEqual({ from_losses: '400.00', from_gains: '15225.00', total: '15625.00' });
  });
});
