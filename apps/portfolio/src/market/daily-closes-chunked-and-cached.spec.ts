import { describe, expect, it } from '@jest/globals';
import type { DailyClosesRequest, Tick } from '@app/contracts';
import type { RpcClient } from '@app/common';
import { DailyClosesClient } from './daily-closes.client.js';
import type { MarketPricesClient } from './market-prices.client.js';

function clientWith(live: Record<number, number> = {}, missing?: { from: string; to: string }[]) {
  const requests: DailyClosesRequest[] = [];
  const rpc = {
    request: async (_subject: string, req: DailyClosesRequest) => {
      requests.push(req);
      return {
        source: 'simulated',
        series: req.instruments.map((i) => ({
          instrument_token: Number(i.isin!.slice(2)),
          name: i.isin,
          closes: [
            ['2024-06-27', 10],
            ['2024-06-28', 11],
            ['2024-06-30', 12],
          ],
          ...(missing ? { missing } : {}),
        })),
      };
    },
  } as unknown as RpcClient;
  const prices = {
    latest: async (tokens: number[]) =>
      new Map(tokens.filter((t) => live[t]).map((t) => [t, { instrument_token: t, last_price: live[t] } as Tick])),
  } as unknown as MarketPricesClient;
  return { client: new DailyClosesClient(rpc, prices), requests };
}

const instruments = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `K${i}`, isin: `IN${1000 + i}` }));

describe('daily closes client', () => {
  it('asks 25 instruments a request, and past days only once', async () => {
    const { client, requests } = clientWith();
    const first = await client.closes(instruments(60), '2024-06-01', '2024-06-28', '2024-06-30');
    // 60 = 25 + 25 + 10
    expect(requests.map((r) => r.instruments.length)).toEqual([25, 25, 10]);
    expect(first.series.get('K59')?.closes).toEqual([
      ['2024-06-27', 10],
      ['2024-06-28', 11],
    ]);
    const again = await client.closes(instruments(60), '2024-06-10', '2024-06-28', '2024-06-30');
    expect(requests).toHaveLength(3);
    expect(again.series.get('K0')?.closes).toEqual([
      ['2024-06-27', 10],
      ['2024-06-28', 11],
    ]);
  });

  it('takes today’s close from the live price', async () => {
    const { client } = clientWith({ 1000: 15.5 });
    const answer = await client.closes(instruments(2), '2024-06-01', '2024-06-30', '2024-06-30');
    // The candle for today (12) gives way to the live 15.5; the second instrument has no live price.
    expect(answer.series.get('K0')?.closes.at(-1)).toEqual(['2024-06-30', 15.5]);
    expect(answer.series.get('K1')?.closes.at(-1)).toEqual(['2024-06-30', 12]);
  });

  it('asks again for a series Kite could not give whole, and passes its missing days on', async () => {
    const { client, requests } = clientWith({}, [{ from: '2024-06-10', to: '2024-06-14' }]);
    const first = await client.closes(instruments(1), '2024-06-01', '2024-06-28', '2024-06-30');
    expect(first.series.get('K0')?.missing).toEqual([{ from: '2024-06-10', to: '2024-06-14' }]);
    await client.closes(instruments(1), '2024-06-01', '2024-06-28', '2024-06-30');
    expect(requests).toHaveLength(2);
  });
});
