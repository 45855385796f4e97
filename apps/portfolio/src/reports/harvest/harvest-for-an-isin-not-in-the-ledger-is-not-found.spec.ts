import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@app/common';
import type { LedgerClock } from '../../ledger/ledger-clock.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { MarketPricesClient } from '../../market/market-prices.client.js';
import { HarvestService } from './harvest.service.js';
import { SCENARIO_PRICES, SCENARIO_TRADES, TODAY } from './harvest-scenario.js';
import type { FmvTable } from '../tax/fmv-table.js';
import type { LossCoverClient } from './loss-cover.client.js';

const symbols = new Map([
  ['WIPRO', 1],
  ['ITC', 2],
  ['HDFCBANK', 3],
  ['SBIN', 4],
  ['INFY', 5],
]);
const isinByToken = new Map([
  [1, 'INE075A01022'],
  [2, 'INE154A01025'],
  [3, 'INE040A01034'],
  [4, 'INE062A01020'],
  [5, 'INE009A01021'],
]);

function service(): HarvestService {
  const ledger = { input: async () => ({ trades: SCENARIO_TRADES, openings: [], actions: [] }) };
  const market = {
    holdingInstruments: async (held: readonly { symbol: string }[]) =>
      held.map((h) => {
        const token = symbols.get(h.symbol);
        return token === undefined ? null : { instrument_token: token, tradingsymbol: h.symbol };
      }),
    latest: async (tokens: readonly number[]) =>
      new Map(tokens.map((t) => [t, { last_price: SCENARIO_PRICES.get(isinByToken.get(t)!)! }])),
  };
  const clock = { today: () => TODAY };
  const lossCover = { lossCover: async () => ({ min_loss_percent: 1, max_loss_percent: 5 }) };
  return new HarvestService(
    ledger as unknown as LedgerService,
    market as unknown as MarketPricesClient,
    clock as unknown as LedgerClock,
    lossCover as unknown as LossCoverClient,
    { lookup: () => null } as unknown as FmvTable,
  );
}

describe('the harvesting plan for one ISIN', () => {
  it('is a not-found when the user’s ledger has no such ISIN', async () => {
    await expect(service().harvest('u1', { isin: 'INE002A01018' })).rejects.toEqual(DomainError.notFound('Holding'));
  });

  it('offers only that ISIN’s lots, marks them by the user’s Loss Cover band, and says what to beware of', async () => {
    const r = await service().harvest('u1', { isin: 'INE154A01025' });
    expect(r.as_of).toBe(TODAY);
    expect(r.losses.map((l) => [l.symbol, l.unrealised_percent, l.in_loss_cover_band])).toEqual([
      ['ITC', '-2.00', true], // 2 % lies in the user's 1–5 % band
    ]);
    expect(r.gains).toEqual([]);
    // Booking ITC's long-term loss of 100 leaves the year's 400 of STCG tax as it was (the LTCG it meets is exempt).
    expect(r.estimated_tax_saved).toEqual({ from_losses: '0.00', from_gains: '0.00', total: '0.00' });
    expect(r.loss_cover).toEqual({ min_loss_percent: 1, max_loss_percent: 5 });
    expect(r.warnings.join(' ')).toMatch(/oldest shares first.*wash-sale.*surcharge/);
  });
});
