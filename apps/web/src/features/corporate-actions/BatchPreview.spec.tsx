import type { CorporateActionBatch } from '@app/contracts/ledger/corporate-actions';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchPreview } from './BatchPreview';

afterEach(cleanup);

const batch: CorporateActionBatch = {
  id: 'b1',
  status: 'preview',
  actions: [
    {
      id: 'a1',
      isin: 'INE296A01032',
      symbol: 'BAJFINANCE',
      kind: 'bonus',
      ex_date: '2025-06-16',
      record_date: '2025-06-16',
      ratio_numerator: 5,
      ratio_denominator: 1,
      per_share: null,
      purpose: 'Bonus 4:1 / Face Value Split From Rs 2/- To Re 1/-',
      status: 'preview',
      applied_at: null,
    },
  ],
  problems: [{ line: 6, column: 'PURPOSE', field: 'purpose', message: 'skipped "Rights 1:10 at Rs 1000"' }],
  effects: { candles_rescaled: 1200, instruments: 2 },
};

describe('BatchPreview', () => {
  it('shows each action with its factor and dates, the skipped line with its PURPOSE, and applies after confirming', async () => {
    const onApply = vi.fn(async () => undefined);
    render(<BatchPreview batch={batch} onApply={onApply} onClose={() => undefined} />);
    const row = screen.getByText('BAJFINANCE').closest('tr')!;
    expect(row).toHaveTextContent('Bonus');
    expect(row).toHaveTextContent('×5 (5/1)');
    expect(row).toHaveTextContent('16 Jun 2025');
    const skipped = within(screen.getByRole('table', { name: 'Skipped lines' })).getAllByRole('row')[1]!;
    expect(skipped).toHaveTextContent('6');
    expect(skipped).toHaveTextContent('PURPOSE');
    expect(screen.getByText(/will rescale 1,200 candles of 2 instruments/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Apply corporate actions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledOnce());
  });

  it('has nothing to apply once applied', () => {
    render(
      <BatchPreview
        batch={{ ...batch, status: 'applied' }}
        onApply={async () => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByText(/rescaled 1,200 candles/)).toBeInTheDocument();
  });
});
