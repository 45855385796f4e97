import { describe, expect, it } from 'vitest';
import { commitState, countsOf, formatInWords, rowsToWrite } from './importRules';
import { preview } from './fixtures';

describe('commit enablement', () => {
  it('is disabled with the count of problems while any remain', () => {
    const s = commitState(preview({ problems_total: 3 }));
    expect(s.enabled).toBe(false);
    expect(s.reason).toBe('Resolve 3 problems first: nothing is written while problems remain.');
    expect(commitState(preview({ problems_total: 1 })).reason).toMatch(/^Resolve 1 problem first/);
  });

  it('waits for the mapping, and refuses an import that is done or has nothing new', () => {
    expect(commitState(preview({ status: 'needs-mapping', problems_total: 0 })).reason).toBe(
      'Map the required columns first.',
    );
    expect(commitState(preview({ status: 'committed', problems_total: 0 })).enabled).toBe(false);
    expect(commitState(preview({ status: 'undone', problems_total: 0 })).enabled).toBe(false);
    const allDuplicates = preview({ problems_total: 0, counts: { trade: 0, duplicate: 40, invalid: 0 } });
    expect(commitState(allDuplicates)).toEqual({
      enabled: false,
      reason: 'Nothing new to import: every row is already in your ledger.',
    });
  });

  it('is enabled for a clean preview with rows to write', () => {
    expect(commitState(preview({ problems_total: 0, problems: [] }))).toEqual({ enabled: true, reason: null });
  });
});

describe('counts and format', () => {
  it('lists every kind in order, positions only when there are some', () => {
    expect(countsOf(preview()).map((c) => `${c.label} ${c.value}`)).toEqual([
      'Trades 2',
      'Holdings 0',
      'Dividends 0',
      'Duplicates 0',
      'Invalid 1',
    ]);
    expect(countsOf({ counts: { position: 5 } }).map((c) => c.key)).toContain('position');
    expect(rowsToWrite({ counts: { trade: 2, holding: 3, duplicate: 9, invalid: 4 } })).toBe(5);
  });

  it("says the detected format in the server's words, else the format's own", () => {
    expect(formatInWords(preview())).toBe('Console tradebook (equity), 2024-04-01 to 2025-03-31');
    expect(formatInWords({ format: 'console-holdings-xlsx', detected: '' })).toBe(
      'Zerodha Console holdings statement (Excel)',
    );
  });
});
