import { describe, expect, it } from 'vitest';
import { sourceLabel, staleLine } from './sourceText';

const at = (iso: string) => Date.parse(iso);

describe('the source badge’s words', () => {
  it('says "Live · Zerodha" for Kite’s data and "Paper" for the paper broker', () => {
    expect(sourceLabel('kite')).toBe('Live · Zerodha');
    expect(sourceLabel('paper')).toBe('Paper');
  });

  it('adds a stale answer’s IST time, reason and age', () => {
    const line = staleLine(
      { source: 'kite', as_of: '2026-11-24T05:12:00Z', stale_reason: 'Kite unreachable' },
      at('2026-11-24T10:54:00+05:30'),
    );
    expect(line).toEqual({ text: 'as of 10:42 IST · Kite unreachable', age: '12m ago' });
  });

  it('says when a stale answer was true even without a reason', () => {
    expect(staleLine({ source: 'kite', as_of: '2026-11-24T10:42:00+05:30' }, at('2026-11-24T13:45:00+05:30'))).toEqual({
      text: 'as of 10:42 IST',
      age: '3h ago',
    });
  });

  it('says nothing more for a fresh answer', () => {
    expect(staleLine({ source: 'kite' }, Date.now())).toBeNull();
    expect(staleLine({ source: 'paper', as_of: null, stale_reason: 'ignored' }, Date.now())).toBeNull();
  });
});
