import { describe, expect, it } from '@jest/globals';
import type { ColumnConfig } from '@app/contracts';
import { storedColumnConfig } from './column-config-rules.js';

describe('a column config to store', () => {
  it('keeps its type, its selected columns and their order, and nothing else', () => {
    const given = {
      containerType: 'analytics',
      selectedColumns: ['tradingsymbol'],
      columnOrder: ['tradingsymbol'],
      savedBy: 'x',
    } as ColumnConfig;
    expect(storedColumnConfig(given)).toEqual({
      containerType: 'analytics',
      selectedColumns: ['tradingsymbol'],
      columnOrder: ['tradingsymbol'],
    });
  });
});
