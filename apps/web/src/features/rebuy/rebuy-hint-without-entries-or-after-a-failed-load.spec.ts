import { describe, expect, it } from 'vitest';
import { deriveRebuyRow } from './rebuyMath';
import { opportunitiesHint, opportunitiesOf, rebuySummary } from './rebuySummary';
import { group } from './rebuyFixtures';

describe('the re-buy opportunities hint', () => {
  it('counts none when there are no entries, whatever the server counted before', () => {
    const empty = rebuySummary([]);
    expect(opportunitiesOf(empty, false, 3)).toBe(0);
    expect(opportunitiesHint(opportunitiesOf(empty, false, 3), 'ready')).toBe('0 entries cheaper than sold');
  });

  it('takes the server count until an entry has a live price, then the live count', () => {
    const rows = [deriveRebuyRow(group())];
    const live = rebuySummary(rows);
    expect(opportunitiesOf(live, false, 5)).toBe(5);
    expect(opportunitiesOf(live, true, 5)).toBe(live.opportunities);
    expect(opportunitiesOf(live, false, undefined)).toBe(live.opportunities);
  });

  it('says nothing while loading or after a failed load, and words one entry in the singular', () => {
    expect(opportunitiesHint(2, 'error')).toBeUndefined();
    expect(opportunitiesHint(2, 'loading')).toBeUndefined();
    expect(opportunitiesHint(1, 'ready')).toBe('1 entry cheaper than sold');
  });
});
