import { describe, expect, it, vi } from 'vitest';
import { completeDrafts, exactMatch, resolveInstruments } from './resolveTokens';

const hit = (tradingsymbol: string, exchange: string, instrument_token: number, instrument_type = 'EQ') => ({
  tradingsymbol,
  exchange,
  instrument_token,
  instrument_type,
  name: `${tradingsymbol} LTD`,
  last_price: 100,
});
const MASTER = [
  hit('RELIANCE', 'NSE', 738561),
  hit('RELIANCE', 'BSE', 128083204),
  hit('RELIANCEP', 'NSE', 1),
  hit('NIFTY26DECFUT', 'NFO', 1794642690, 'FUT'),
];
const search = async (q: string) => MASTER.filter((m) => m.tradingsymbol.includes(q));

describe('exactMatch', () => {
  it('needs the exact symbol and exchange', () => {
    expect(exactMatch(MASTER, { symbol: 'RELIANCE', exchange: 'BSE' })?.instrument_token).toBe(128083204);
    expect(exactMatch(MASTER, { symbol: 'RELIANC', exchange: 'NSE' })).toBeNull();
  });
});

describe('resolveInstruments', () => {
  it('searches each distinct instrument once and reports progress', async () => {
    const spy = vi.fn(search);
    const progress = vi.fn();
    const found = await resolveInstruments(
      [
        { symbol: 'RELIANCE', exchange: 'NSE' },
        { symbol: 'RELIANCE', exchange: 'NSE' },
        { symbol: 'RELIANCE', exchange: 'BSE' },
        { symbol: 'NOPE', exchange: 'NSE' },
      ],
      spy,
      2,
      progress,
    );
    expect(spy).toHaveBeenCalledTimes(3);
    expect(found.get('NSE:RELIANCE')?.instrument_token).toBe(738561);
    expect(found.get('BSE:RELIANCE')?.instrument_token).toBe(128083204);
    expect(found.get('NSE:NOPE')).toBeNull();
    expect(progress).toHaveBeenLastCalledWith(3, 3);
  });

  it('rejects when a search fails', async () => {
    await expect(
      resolveInstruments([{ symbol: 'X', exchange: 'NSE' }], async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
  });
});

describe('completeDrafts', () => {
  const draft = (
    symbol: string,
    exchange: string,
    item: Record<string, unknown> = { tradingSymbol: symbol, exchange },
  ) => ({ line: 2, item, errors: [], lookup: { symbol, exchange } });

  it('adds the token, and the name and type when the file had none', async () => {
    const found = await resolveInstruments([{ symbol: 'NIFTY26DECFUT', exchange: 'NFO' }], search);
    const [d] = completeDrafts('live-positions', [draft('NIFTY26DECFUT', 'NFO')], found);
    expect(d!.item).toMatchObject({ instrumentToken: 1794642690, name: 'NIFTY26DECFUT LTD', instrumentType: 'FUT' });
  });

  it('gives a rollover its new contract token', async () => {
    const found = await resolveInstruments([{ symbol: 'NIFTY26DECFUT', exchange: 'NFO' }], search);
    expect(
      completeDrafts('rollover-history', [draft('NIFTY26DECFUT', 'NFO', { toSymbol: 'NIFTY26DECFUT' })], found)[0]!
        .item,
    ).toEqual({ toSymbol: 'NIFTY26DECFUT', toInstrumentToken: 1794642690 });
  });

  it('reports an unknown instrument as a row error', () => {
    const [d] = completeDrafts('live-positions', [draft('NOPE', 'NSE')], new Map([['NSE:NOPE', null]]));
    expect(d).toMatchObject({ item: null, errors: ['NOPE is not listed on NSE'] });
  });
});
