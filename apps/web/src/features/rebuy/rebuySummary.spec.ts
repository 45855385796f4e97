import { describe, expect, it } from 'vitest';
import { deriveRebuyRow } from './rebuyMath';
import { entriesLabel, rebuyCaption, rebuySummary } from './rebuySummary';
import { entry, group } from './rebuyFixtures';

describe('re-buy summary', () => {
  it('sums the summary over groups and counts profitable entries', () => {
    const rows = [
      deriveRebuyRow(group()),
      deriveRebuyRow(
        group({
          instrumentToken: 969473,
          tradingSymbol: 'WIPRO',
          livePrice: 260,
          entries: [entry('c', 268.45, 251.9, 200)],
        }),
      ),
    ];
    const s = rebuySummary(rows);
    expect(s).toEqual({
      totalGroups: 2,
      totalEntries: 3,
      totalOriginalGainLoss: -1310 - 3310,
      totalCurrentGainLoss: 3460 - 1620,
      opportunities: 2,
    });
  });

  it('words the caption and entry counts', () => {
    expect(rebuyCaption({ totalGroups: 2, totalEntries: 3 })).toBe('2 symbols, 3 entries');
    expect(rebuyCaption({ totalGroups: 1, totalEntries: 1 })).toBe('1 symbol, 1 entry');
    expect(entriesLabel(4)).toBe('4 entries');
  });
});
