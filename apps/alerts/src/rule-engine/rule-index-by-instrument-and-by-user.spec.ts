import { describe, expect, it } from '@jest/globals';
import { RuleIndex } from './rule-index.js';
import { rule } from './rule-engine-test-rules.js';

const INFY = 408065;
const TCS = 2953217;

describe('the rule index', () => {
  it('keeps instrument rules by token and day P&L rules by user', () => {
    const index = new RuleIndex();
    index.upsert(rule({ id: 'a', kind: 'price_above', value: 1600 }));
    index.upsert(rule({ id: 'b', kind: 'position_pnl', value: 500, token: TCS, userId: 'u2' }));
    index.upsert(rule({ id: 'c', kind: 'portfolio_day_pnl', value: -100, token: null, userId: 'u3' }));
    expect(index.onInstrument(INFY).map((r) => r.id)).toEqual(['a']);
    expect(index.onInstrument(TCS).map((r) => r.id)).toEqual(['b']);
    expect(index.onInstrument(1)).toEqual([]);
    expect(index.dayPnlUsers()).toEqual(['u3']);
    expect([...index.positionUsers()].sort()).toEqual(['u2', 'u3']);
    expect(index.tokens().sort((x, y) => x - y)).toEqual([INFY, TCS]);
  });

  it('replaces a changed rule, moving it to its new instrument', () => {
    const index = new RuleIndex();
    index.upsert(rule({ id: 'a', kind: 'price_above', value: 1600 }));
    index.upsert(rule({ id: 'a', kind: 'price_above', value: 3600, token: TCS }));
    expect(index.onInstrument(INFY)).toEqual([]);
    expect(index.onInstrument(TCS).map((r) => r.value)).toEqual([3600]);
    expect(index.tokens()).toEqual([TCS]);
  });

  it('does not keep a fired one-shot rule, and forgets removed ones', () => {
    const index = new RuleIndex();
    index.upsert(rule({ id: 'a', kind: 'price_above', value: 1600 }));
    index.upsert(rule({ id: 'a', kind: 'price_above', value: 1600, state: 'fired' }));
    index.upsert(rule({ id: 'c', kind: 'portfolio_day_pnl', value: -100, token: null }));
    index.remove('c');
    expect(index.size).toBe(0);
    expect(index.tokens()).toEqual([]);
    expect(index.dayPnlUsers()).toEqual([]);
  });
});
