import { describe, expect, it } from 'vitest';
import type { LivePrice } from './priceStore';
import { RollingRepricer, sliceFor } from './rollingRepricer';

interface Row {
  id: string;
  token: number;
  qty: number;
  value?: number;
}

const price = (token: number, last_price: number): LivePrice => ({
  instrument_token: token,
  last_price,
  change_percent: 0,
  receivedAt: 0,
});
const valued = (row: Row, p: LivePrice): Row => ({ ...row, value: p.last_price * row.qty });

/** Four rows on two instruments, priced from a map the test changes. */
function setUp() {
  const prices = new Map<number, LivePrice>([
    [1, price(1, 10)],
    [2, price(2, 20)],
  ]);
  const rows: Row[] = [
    { id: 'a', token: 1, qty: 1 },
    { id: 'b', token: 2, qty: 2 },
    { id: 'c', token: 1, qty: 3 },
    { id: 'd', token: 3, qty: 4 },
  ];
  const repricer = new RollingRepricer(
    rows,
    (r) => r.token,
    valued,
    (t) => prices.get(t),
  );
  return { prices, rows, repricer };
}

describe('RollingRepricer', () => {
  it('prices every row at once for the first render, leaving unpriced rows as they are', () => {
    const { rows, repricer } = setUp();
    expect(repricer.first.map((r) => r.value)).toEqual([10, 40, 30, undefined]);
    expect(repricer.first[3]).toBe(rows[3]);
  });

  it('re-prices only the next slice of rows, from where the last step stopped', () => {
    const { prices, repricer } = setUp();
    prices.set(1, price(1, 11));
    prices.set(2, price(2, 21));
    expect(repricer.step(2)).toBe(2);
    expect(repricer.snapshot().map((r) => r.value)).toEqual([11, 42, 30, undefined]);
    // Rows c (token 1, moved) and d (no price); then round again to a, already current.
    expect(repricer.step(3)).toBe(1);
    expect(repricer.snapshot().map((r) => r.value)).toEqual([11, 42, 33, undefined]);
  });

  it('keeps the identity of a row whose price did not change', () => {
    const { repricer } = setUp();
    const before = repricer.snapshot();
    expect(repricer.step(4)).toBe(0);
    const after = repricer.snapshot();
    expect(after).not.toBe(before);
    after.forEach((row, i) => expect(row).toBe(before[i]));
  });

  it('never steps more than the list in one go', () => {
    const { prices, repricer } = setUp();
    prices.set(1, price(1, 12));
    expect(repricer.step(100)).toBe(2);
  });
});

describe('sliceFor', () => {
  it('sizes a slice so the whole list goes round once per round', () => {
    // 5,000 rows, a frame 50 ms after the last, once a second: 250 rows.
    expect(sliceFor(5000, 50, 1000)).toBe(250);
    expect(sliceFor(2000, 16.7, 1000)).toBe(34);
  });

  it('takes at least one row and at most the list', () => {
    expect(sliceFor(5000, 0, 1000)).toBe(1);
    expect(sliceFor(5000, 2500, 1000)).toBe(5000);
    expect(sliceFor(0, 50, 1000)).toBe(0);
  });

  it('takes the whole list when there is no round to spread it over', () => {
    expect(sliceFor(300, 10, 0)).toBe(300);
  });
});
