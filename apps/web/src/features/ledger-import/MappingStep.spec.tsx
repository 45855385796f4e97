import type { ImportMappingStep } from '@app/contracts/ledger/types';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MappingStep } from './MappingStep';

afterEach(cleanup);

const step: ImportMappingStep = {
  headers: ['Date', 'Scrip', 'Qty', 'Rate'],
  kind: 'trade',
  required: ['trade_date', 'symbol', 'quantity', 'price'],
  optional: ['isin'],
  suggested: { trade_date: 'Date', symbol: 'Scrip', quantity: 'Qty', price: null, isin: null },
};

describe('MappingStep', () => {
  it('preselects the suggestions, calls out the missing field and applies once it is chosen', () => {
    const onApply = vi.fn();
    render(<MappingStep step={step} busy={false} onApply={onApply} />);
    expect(screen.getByLabelText('Trade date *')).toHaveValue('Date');
    expect(screen.getByLabelText('Price *')).toHaveValue('');
    expect(screen.getByText('Missing required: Price.')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply mapping' });
    expect(apply).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Price *'), { target: { value: 'Rate' } });
    expect(screen.getByText('Every required field has a column.')).toBeInTheDocument();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({
      trade_date: 'Date',
      symbol: 'Scrip',
      quantity: 'Qty',
      price: 'Rate',
      isin: '',
    });
  });
});
