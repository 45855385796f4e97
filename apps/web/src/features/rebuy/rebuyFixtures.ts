import type { RebuyEntry, RebuyGroup } from '@app/contracts/portfolio/types';

/** A sold entry and an ITC group of two entries, for the re-buy tests. */
export const entry = (id: string, buyPrice: number, sellPrice: number, quantity: number): RebuyEntry => ({
  id,
  buyPrice,
  sellPrice,
  quantity,
  originalPositionId: null,
  buyDate: null,
  sellDate: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  livePrice: null,
  hasLivePrice: false,
  changePercent: null,
  currentGainLoss: null,
  currentGainLossPercent: null,
});

export const group = (over: Partial<RebuyGroup> = {}): RebuyGroup => ({
  instrumentToken: 424961,
  tradingSymbol: 'ITC',
  name: 'ITC',
  exchange: 'NSE',
  livePrice: 405,
  hasLivePrice: true,
  changePercent: -0.4,
  entries: [entry('a', 455.2, 432.1, 100), entry('b', 400, 420, 50)],
  ...over,
});
