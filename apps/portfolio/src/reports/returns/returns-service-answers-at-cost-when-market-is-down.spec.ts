import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import type { DividendEntry } from '@app/contracts';
import { DomainError } from '@app/common';
import type { DailyCloses, DailyClosesClient } from '../../market/daily-closes.client.js';
import type { LedgerClock } from '../../ledger/ledger-clock.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { LedgerInput } from '../../ledger/lot-engine.js';
import { trade } from '../../ledger/test-trades.js';
import { NOTICES } from './returns-notices.js';
import { ReturnsService } from './returns.service.js';

const TCS = 'INE467B01029';

const ledgerInputs: Record<string, LedgerInput> = {
  alice: {
    trades: [
      trade('buy', '2024-01-01', '10', '100'),
      trade('buy', '2024-02-01', '2', '3000', { isin: TCS, symbol: 'TCS' }),
    ],
    openings: [],
    actions: [],
  },
  bob: {
    trades: [trade('buy', '2024-01-01', '1', '5000', { isin: 'INE040A01034', symbol: 'HDFCBANK' })],
    openings: [],
    actions: [],
  },
};

function serviceWith(closes: (ids: string[]) => Promise<DailyCloses>) {
  const asked: string[] = [];
  const ledger = {
    input: async (userId: string) => ledgerInputs[userId]!,
    received: async (): Promise<DividendEntry[]> => [],
  } as unknown as LedgerService;
  const client = {
    closes: async (instruments: { id: string }[]) => {
      asked.push(...instruments.map((i) => i.id));
      return closes(instruments.map((i) => i.id));
    },
  } as unknown as DailyClosesClient;
  const clock = { today: () => '2024-06-30' } as LedgerClock;
  const logger = { warn: () => undefined } as unknown as Logger;
  return { service: new ReturnsService(ledger, client, clock, logger), asked };
}

describe('returns service', () => {
  it('values holdings at cost and says so when the market service does not answer', async () => {
    const { service } = serviceWith(() => Promise.reject(new Error('market.candles.closes timed out')));
    const reply = await service.returns('alice', {});
    // 10 × 100 + 2 × 3,000 = 7,000 put in, valued at the same cost.
    expect(reply.portfolio).toMatchObject({ invested: '7000.00', value: '7000.00', gain: '0.00' });
    expect(reply.benchmark).toBeNull();
    expect(reply.notices).toEqual([NOTICES.marketDown]);
    expect(reply.from).toBe('2024-01-01');
  });

  it('asks prices only for the asking user’s holdings, and the benchmark', async () => {
    const { service, asked } = serviceWith((ids) =>
      Promise.resolve({
        series: new Map(
          ids.map((id) => [id, { instrument_token: 1, name: 'NIFTY 50', closes: [['2024-01-01', 100]] }]),
        ),
        source: 'simulated',
      }),
    );
    const reply = await service.returns('bob', { period: 'MAX' });
    expect(asked).toEqual(['INE040A01034', 'token:256265']);
    expect(reply.holdings.map((h) => h.symbol)).toEqual(['HDFCBANK']);
    expect(reply.benchmark?.label).toBe('NIFTY 50 (price index: dividends not included)');
  });

  it('narrows to one holding, and answers 404 for an ISIN the user does not hold', async () => {
    const { service } = serviceWith(() => Promise.reject(new Error('down')));
    const one = await service.returns('alice', { isin: TCS });
    expect(one.holdings.map((h) => h.isin)).toEqual([TCS]);
    expect(one.portfolio.invested).toBe('6000.00');
    await expect(service.returns('alice', { isin: 'INE040A01034' })).rejects.toEqual(DomainError.notFound('Holding'));
  });
});
