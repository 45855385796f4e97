import { describe, expect, it } from '@jest/globals';
import { RuleChanges } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { OPEN_AT, inputs, rule, tick } from './rule-engine-test-rules.js';

const MIN = 60_000;

function run(evaluator: RuleEvaluator, price: number, at: number, day: { low?: number; high?: number } = {}) {
  const changes = new RuleChanges();
  evaluator.evaluate(tick(price, day), at, changes);
  return changes;
}

describe('the evaluator on a one-shot rule', () => {
  it('fires once when INFY crosses ₹1,600, stores it fired and stops watching it', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'price_above', value: 1600 }));
    const first = run(evaluator, 1590, OPEN_AT);
    expect(first.fires).toEqual([]);
    expect([...first.levels]).toEqual([['r1', 1600]]);
    const second = run(evaluator, 1604.5, OPEN_AT + 1000);
    expect(second.fires).toEqual([
      {
        id: 'r1',
        level: 1600,
        observed: 1604.5,
        message: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
        at: OPEN_AT + 1000,
        next: 'fired',
      },
    ]);
    expect(evaluator.index.get('r1')).toBeUndefined();
    expect(run(evaluator, 1610, OPEN_AT + 2000).fires).toEqual([]);
  });

  it('fires at once when the price is already past the level on the first tick it sees', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'price_below', value: 1400 }));
    expect(run(evaluator, 1390, OPEN_AT).fires.map((f) => f.message)).toEqual([
      'INFY crossed below ₹1,400.00 (now ₹1,390.00)',
    ]);
  });

  it('fires on a day high that touched the level between two ticks below it', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'price_above', value: 1600 }));
    run(evaluator, 1590, OPEN_AT, { high: 1592 });
    expect(run(evaluator, 1595, OPEN_AT + 1000, { high: 1600.05 }).fires.map((f) => f.id)).toEqual(['r1']);
  });

  it('does not fire an expired rule, and stops watching it', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'price_above', value: 1600, expiresAt: OPEN_AT }));
    expect(run(evaluator, 1650, OPEN_AT).fires).toEqual([]);
    expect(evaluator.index.get('r1')).toBeUndefined();
  });
});

describe('the evaluator on a recurring rule', () => {
  it('fires, re-arms below 1 %, waits out the cooldown, and fires again', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'price_above', value: 1600, recurring: true }));
    run(evaluator, 1590, OPEN_AT);
    expect(run(evaluator, 1601, OPEN_AT + MIN).fires.map((f) => f.next)).toEqual(['triggered']);
    // Back to 1,583.95, more than 1 % (₹16) below: re-armed.
    expect(run(evaluator, 1583.95, OPEN_AT + 2 * MIN).rearmed).toEqual(['r1']);
    // Crossed again 3 minutes after the fire: inside the cooldown, no alert.
    const inCooldown = run(evaluator, 1602, OPEN_AT + 4 * MIN);
    expect(inCooldown.fires).toEqual([]);
    expect(inCooldown.suppressed).toEqual(['r1']);
    expect(run(evaluator, 1570, OPEN_AT + 5 * MIN).rearmed).toEqual(['r1']);
    expect(run(evaluator, 1605, OPEN_AT + 7 * MIN).fires.map((f) => f.observed)).toEqual([1605]);
  });
});

describe('the evaluator on a position rule', () => {
  it('waits while the user holds nothing, and fires at 1,250.50 + 2,000 / 40 = ₹1,300.50 once they hold 40', () => {
    const positions: Parameters<typeof inputs>[0] = {};
    const evaluator = new RuleEvaluator(inputs(positions));
    evaluator.index.upsert(rule({ id: 'r1', kind: 'position_pnl', value: 2000 }));
    expect(run(evaluator, 1310, OPEN_AT).fires).toEqual([]);
    positions['user-1'] = [{ instrumentToken: 408065, buyPrice: 1250.5, quantity: 40, positionType: 'BUY' } as never];
    // As after the service read the user's positions again.
    evaluator.indexHolders();
    run(evaluator, 1299, OPEN_AT + 1000);
    expect(run(evaluator, 1300.5, OPEN_AT + 2000).fires.map((f) => f.message)).toEqual([
      'INFY crossed above ₹1,300.50 (now ₹1,300.50)',
    ]);
  });
});
