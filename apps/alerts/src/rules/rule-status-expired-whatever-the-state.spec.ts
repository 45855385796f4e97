import { describe, expect, it } from '@jest/globals';
import { ruleStatus } from './rule-status.js';

const NOW = new Date('2026-03-02T04:00:00.000Z');

describe('the status a rule shows', () => {
  it.each(['armed', 'triggered', 'fired'] as const)('is the state %s while the rule has not expired', (state) => {
    expect(ruleStatus(state, null, NOW)).toBe(state);
    expect(ruleStatus(state, new Date('2026-03-02T04:00:00.001Z'), NOW)).toBe(state);
  });

  it.each(['armed', 'triggered', 'fired'] as const)('is expired from the expiry instant on, even when %s', (state) => {
    expect(ruleStatus(state, NOW, NOW)).toBe('expired');
    expect(ruleStatus(state, new Date('2026-01-01T00:00:00.000Z'), NOW)).toBe('expired');
  });
});
