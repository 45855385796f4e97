import { describe, expect, it } from '@jest/globals';
import { RuleChanges } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { OPEN_AT, inputs, position, rule, tick } from './rule-engine-test-rules.js';

const INFY = 408065;
const TCS = 2953217;

describe('a day P&L rule across two instruments', () => {
  it('fires when INFY then TCS take the day to -₹451.50, past a -₹400 level', () => {
    const evaluator = new RuleEvaluator(
      inputs({
        'user-1': [
          position({ instrumentToken: INFY, quantity: 10, yesterdayClosingPrice: 1500.25 }),
          position({ instrumentToken: TCS, quantity: 5, positionType: 'SELL', yesterdayClosingPrice: 3000 }),
        ],
      }),
    );
    evaluator.index.upsert(rule({ id: 'd1', kind: 'portfolio_day_pnl', token: null, symbol: null, value: -400 }));
    evaluator.indexHolders();
    const changes = new RuleChanges();
    // (1,480.10 - 1,500.25) x 10 = -201.50; TCS has no price yet and counts its stored 0.
    evaluator.evaluate(tick(1480.1, {}, INFY), OPEN_AT, changes);
    expect(changes.fires).toEqual([]);
    // Short TCS up ₹50: -250 more, -451.50 in all.
    evaluator.evaluate(tick(3050, { close: 3000 }, TCS), OPEN_AT + 1000, changes);
    expect(changes.fires.map((f) => [f.level, f.observed, f.message])).toEqual([
      [-400, -451.5, 'Day P&L reached ₹-400.00 (now ₹-451.50)'],
    ]);
  });

  it('ignores ticks of instruments the user does not hold', () => {
    const evaluator = new RuleEvaluator(
      inputs({ 'user-1': [position({ instrumentToken: INFY, quantity: 10, yesterdayClosingPrice: 1500 })] }),
    );
    evaluator.index.upsert(rule({ id: 'd1', kind: 'portfolio_day_pnl', token: null, symbol: null, value: 100 }));
    evaluator.indexHolders();
    const changes = new RuleChanges();
    evaluator.evaluate(tick(9999, {}, TCS), OPEN_AT, changes);
    expect(changes.size).toBe(0);
  });
});
