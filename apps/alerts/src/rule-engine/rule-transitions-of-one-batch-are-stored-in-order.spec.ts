import { describe, expect, it } from '@jest/globals';
import { RuleChanges } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { OPEN_AT, inputs, rule, tick } from './rule-engine-test-rules.js';

describe('transitions of one rule within one write batch', () => {
  it('puts a fire, a re-arm and a reach in its cooldown in three rounds, so each write finds the state before it', () => {
    const evaluator = new RuleEvaluator(inputs());
    evaluator.index.upsert(rule({ id: 'r1', kind: 'price_above', value: 1600, recurring: true }));
    evaluator.index.upsert(rule({ id: 'r2', kind: 'price_above', value: 1700, recurring: true }));
    const changes = new RuleChanges();
    for (const [i, price] of [1590, 1601, 1580, 1602, 1701].entries())
      evaluator.evaluate(tick(price), OPEN_AT + i * 1000, changes);
    expect(changes.rounds.map((r) => [r.fires.map((f) => f.id), r.rearmed, r.suppressed])).toEqual([
      [['r1', 'r2'], [], []],
      [[], ['r1'], []],
      [[], [], ['r1']],
    ]);
    // Four transitions; the levels go with the fires, which store them.
    expect(changes.size).toBe(4);
    expect(changes.levels.size).toBe(0);
  });
});
