import { describe, expect, it } from '@jest/globals';
import { RuleChanges } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { OPEN_AT, inputs, rule, tick } from './rule-engine-test-rules.js';

describe('an instrument watched again', () => {
  it('does not count a day high reached while no rule watched it as a crossing of a new rule', () => {
    const evaluator = new RuleEvaluator(inputs());
    const changes = new RuleChanges();
    evaluator.index.upsert(rule({ id: 'old', kind: 'price_above', value: 9999 }));
    evaluator.evaluate(tick(1590, { high: 1590 }), OPEN_AT, changes);
    evaluator.index.remove('old');
    // The day high reaches 1,650 while nothing watches INFY.
    evaluator.evaluate(tick(1640, { high: 1650 }), OPEN_AT + 1000, changes);
    evaluator.index.upsert(rule({ id: 'new', kind: 'price_above', value: 1600 }));
    evaluator.evaluate(tick(1595, { high: 1650 }), OPEN_AT + 2000, changes);
    expect(changes.fires).toEqual([]);
    // From there on, a new high between ticks counts.
    evaluator.evaluate(tick(1598, { high: 1660 }), OPEN_AT + 3000, changes);
    expect(changes.fires.map((f) => f.id)).toEqual(['new']);
  });
});
