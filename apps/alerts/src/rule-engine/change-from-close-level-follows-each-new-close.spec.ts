import { describe, expect, it } from '@jest/globals';
import { RuleChanges } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { OPEN_AT, inputs, rule, tick } from './rule-engine-test-rules.js';

const DAY = 86_400_000;

describe('a % from the previous close rule follows each new close', () => {
  it('watches 1,500 x 1.02 = ₹1,530 today and 1,600 x 1.02 = ₹1,632 the next day, storing each level once', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'change_pct_from_close', value: 2, recurring: true }));
    const today = new RuleChanges();
    evaluator.evaluate(tick(1510, { close: 1500 }), OPEN_AT, today);
    evaluator.evaluate(tick(1520, { close: 1500 }), OPEN_AT + 1000, today);
    expect([...today.levels]).toEqual([['r1', 1530]]);
    const next = new RuleChanges();
    evaluator.evaluate(tick(1610, { close: 1600 }, 408065, OPEN_AT + DAY), OPEN_AT + DAY, next);
    expect([...next.levels]).toEqual([['r1', 1632]]);
    expect(next.fires).toEqual([]);
    evaluator.evaluate(tick(1632.5, { close: 1600 }, 408065, OPEN_AT + DAY + 1000), OPEN_AT + DAY + 1000, next);
    expect(next.fires.map((f) => f.message)).toEqual(['INFY crossed above ₹1,632.00 (now ₹1,632.50)']);
  });
});
