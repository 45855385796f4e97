import { describe, expect, it } from '@jest/globals';
import { RuleChanges } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { RuleReferences } from './rule-references.js';
import { rule, tick } from './rule-engine-test-rules.js';

/** The exchange calendar itself, as the service asks it (the market service runs by the calendar). */
function calendarInputs() {
  const refs = new RuleReferences({} as never, {} as never);
  return { positionsOf: () => undefined, dayRanges: () => undefined, isOpen: refs.isOpen.bind(refs) };
}

function firesAt(tickAt: string, now: string): string[] {
  const evaluator = new RuleEvaluator(calendarInputs());
  evaluator.index.upsert(rule({ id: 'r1', kind: 'price_above', value: 1600 }));
  const changes = new RuleChanges();
  evaluator.evaluate(tick(1650, {}, 408065, Date.parse(tickAt)), Date.parse(now), changes);
  return changes.fires.map((f) => f.id);
}

describe('no alert while the instrument’s exchange is closed', () => {
  it('fires at 10:00 IST on Wednesday 25 November 2026, a trading day', () => {
    expect(firesAt('2026-11-25T04:30:00Z', '2026-11-25T04:30:01Z')).toEqual(['r1']);
  });

  it('does not fire on the Guru Nanak Jayanti holiday (Tuesday 24 November 2026)', () => {
    expect(firesAt('2026-11-24T04:30:00Z', '2026-11-24T04:30:01Z')).toEqual([]);
  });

  it('does not fire on a Sunday', () => {
    expect(firesAt('2026-11-22T04:30:00Z', '2026-11-22T04:30:01Z')).toEqual([]);
  });

  it('does not fire in the pre-open session (09:05 IST)', () => {
    expect(firesAt('2026-11-25T03:35:00Z', '2026-11-25T03:35:01Z')).toEqual([]);
  });

  it('does not fire for a tick of 15:00 IST replayed at 16:00 IST, after the close', () => {
    expect(firesAt('2026-11-25T09:30:00Z', '2026-11-25T10:30:00Z')).toEqual([]);
  });

  it('fires in the demo mode the market service reports as open around the clock', () => {
    const refs = new RuleReferences({} as never, {} as never);
    refs.setAlwaysOpen(true);
    expect(refs.isOpen('NSE', new Date('2026-11-22T04:30:00Z'), new Date('2026-11-22T04:30:00Z'))).toBe(true);
  });
});
