import type { ImportMappingStep } from '@app/contracts/ledger/types';
import { describe, expect, it } from 'vitest';
import { fieldLabel, initialChoice, mappingBody, missingRequired, reusedHeaders } from './mappingState';

const step: ImportMappingStep = {
  headers: ['Date', 'Scrip', 'B/S', 'Qty', 'Rate', 'Ref'],
  kind: 'trade',
  required: ['trade_date', 'symbol', 'side', 'quantity', 'price'],
  optional: ['trade_id', 'isin'],
  suggested: { trade_date: 'Date', symbol: 'Scrip', quantity: 'Qty', price: 'Gone', trade_id: 'Ref', isin: null },
};

describe('mapping step state', () => {
  it('preselects suggestions that are headers of the file, nothing else', () => {
    expect(initialChoice(step)).toEqual({
      trade_date: 'Date',
      symbol: 'Scrip',
      side: '',
      quantity: 'Qty',
      price: '',
      trade_id: 'Ref',
      isin: '',
    });
  });

  it('names the required fields still without a column', () => {
    const choice = initialChoice(step);
    expect(missingRequired(step, choice)).toEqual(['side', 'price']);
    expect(missingRequired(step, { ...choice, side: 'B/S', price: 'Rate' })).toEqual([]);
  });

  it('notices one header chosen for two fields', () => {
    expect(reusedHeaders({ price: 'Rate', quantity: 'Rate', symbol: 'Scrip', isin: '' })).toEqual(['Rate']);
  });

  it('sends only the fields a header is chosen for', () => {
    expect(mappingBody('trade', { ...initialChoice(step), side: 'B/S' })).toEqual({
      kind: 'trade',
      columns: { trade_date: 'Date', symbol: 'Scrip', side: 'B/S', quantity: 'Qty', trade_id: 'Ref' },
    });
    expect(fieldLabel('trade_date')).toBe('Trade date');
    expect(fieldLabel('isin')).toBe('ISIN');
    expect(fieldLabel('trade_id')).toBe('Trade ID');
    expect(fieldLabel('identity')).toBe('Identity');
  });
});
