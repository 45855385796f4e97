import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { setOffThrough, setOffYear } from './set-off.js';
import { flatRateTax } from './tax-computation.js';
import { emptyYear, type YearFigures } from './year-figures.js';

const d = (n: number) => new Decimal(n);
const year = (over: Partial<Omit<YearFigures, 'gains'>> & { gains?: Partial<YearFigures['gains']> }): YearFigures => {
  const y = emptyYear();
  return { ...y, ...over, gains: { ...y.gains, ...over.gains } };
};

describe('set-off within a year', () => {
  it('takes a short-term loss off 20% gains, then 15%, then long-term 12.5% and 10%', () => {
    const r = setOffYear(
      2024,
      year({
        gains: { stcg_20: d(1000), stcg_15: d(500), ltcg_12_5: d(300), ltcg_10: d(400) },
        shortTermLoss: d(2000),
      }),
      [],
    );
    expect(r.steps.map((s) => [s.against, s.amount])).toEqual([
      ['stcg_20', '1000.00'],
      ['stcg_15', '500.00'],
      ['ltcg_12_5', '300.00'],
      ['ltcg_10', '200.00'], // 2000 − 1000 − 500 − 300
    ]);
    expect(r.remaining.ltcg_10.toString()).toBe('200');
  });

  it('never takes a long-term loss off short-term gains: what is left is carried', () => {
    const r = setOffYear(2024, year({ gains: { stcg_20: d(5000), ltcg_10: d(1000) }, longTermLoss: d(3000) }), []);
    expect(r.remaining.stcg_20.toString()).toBe('5000');
    expect(r.carriedOut).toEqual([
      { kind: 'long_term_capital', amount: '2000.00', from_fy: '2024-25', expires_fy: '2032-33' },
    ]);
  });

  it('takes an F&O loss off speculative profit first, then capital gains; a speculative loss off nothing else', () => {
    const fno = setOffYear(
      2024,
      year({ nonSpeculative: d(-3000), speculative: d(1000), gains: { stcg_15: d(5000) } }),
      [],
    );
    expect(fno.steps.map((s) => [s.loss, s.against, s.amount])).toEqual([
      ['non_speculative', 'speculative', '1000.00'],
      ['non_speculative', 'stcg_15', '2000.00'], // 3000 − 1000
    ]);
    const spec = setOffYear(2024, year({ speculative: d(-700), gains: { stcg_20: d(5000) } }), []);
    expect(spec.steps).toEqual([]);
    expect(spec.carriedOut).toEqual([
      { kind: 'speculative', amount: '700.00', from_fy: '2024-25', expires_fy: '2028-29' },
    ]);
  });
});

describe('carried losses', () => {
  it('meet only business profit when non-speculative, oldest first', () => {
    const years = new Map([
      [2021, year({ nonSpeculative: d(-400) })],
      [2022, year({ nonSpeculative: d(-600) })],
      [2023, year({ nonSpeculative: d(700), gains: { stcg_15: d(9000) } })],
    ]);
    const r = setOffThrough(years, 2023, emptyYear);
    expect(r.steps.map((s) => [s.loss_fy, s.against, s.amount])).toEqual([
      ['2021-22', 'non_speculative', '400.00'],
      ['2022-23', 'non_speculative', '300.00'], // 700 − 400
    ]);
    expect(r.remaining.stcg_15.toString()).toBe('9000');
    expect(r.carriedOut.map((c) => [c.from_fy, c.amount])).toEqual([['2022-23', '300.00']]);
  });

  it('expire: a speculative loss of FY 2019-20 may be set off up to FY 2023-24 and not in FY 2024-25', () => {
    const years = new Map([
      [2019, year({ speculative: d(-500) })],
      [2024, year({ speculative: d(800) })],
    ]);
    expect(setOffThrough(years, 2024, emptyYear).steps).toEqual([]);
    const inTime = new Map([
      [2019, year({ speculative: d(-500) })],
      [2023, year({ speculative: d(800) })],
    ]);
    expect(setOffThrough(inTime, 2023, emptyYear).steps.map((s) => s.amount)).toEqual(['500.00']);
  });
});

describe('the exemption and the flat-rate tax', () => {
  it('goes to the 12.5% gains first and is used once a year', () => {
    const r = setOffYear(2024, year({ gains: { ltcg_12_5: d(100000), ltcg_10: d(60000) } }), []).remaining;
    const t = flatRateTax(2024, r);
    // 125000: 100000 off the 12.5% part, 25000 off the 10% part; 35000 × 10% = 3500.
    expect([t.exemptionUsed.toString(), t.tax.toFixed(2)]).toEqual(['125000', '3500.00']);
  });
});
