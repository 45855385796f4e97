import type { ImportSummary } from '@app/contracts/ledger/types';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preview } from './fixtures';
import { ImportHistory } from './ImportHistory';

afterEach(cleanup);

const summary = (o: Partial<ImportSummary>): ImportSummary => {
  const { sample: _s, problems: _p, mapping: _m, ...rest } = preview();
  return { ...rest, ...o };
};

describe('ImportHistory', () => {
  it('lists imports with status and counts, and undoes a committed one after confirming', async () => {
    const onUndo = vi.fn(async () => undefined);
    const imports = [
      summary({ id: 'a', file_name: 'tb-2023.csv', status: 'committed', counts: { trade: 120, duplicate: 4 } }),
      summary({ id: 'b', file_name: 'odd.csv', status: 'needs-mapping', counts: {} }),
    ];
    render(
      <ImportHistory
        imports={imports}
        loading={false}
        error={null}
        onRetry={() => undefined}
        onOpen={() => undefined}
        onUndo={onUndo}
      />,
    );
    const row = screen.getByText('tb-2023.csv').closest('tr')!;
    expect(within(row).getByText('Committed')).toBeInTheDocument();
    expect(row).toHaveTextContent('120 trades · 4 duplicates');
    expect(within(screen.getByText('odd.csv').closest('tr')!).getByText('Needs mapping')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo import of odd.csv' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Undo import of tb-2023.csv' }));
    expect(onUndo).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo import' }));
    await waitFor(() => expect(onUndo).toHaveBeenCalledWith(imports[0]));
  });

  it('shows the empty and error states', () => {
    const { rerender } = render(
      <ImportHistory
        imports={[]}
        loading={false}
        error={null}
        onRetry={() => undefined}
        onOpen={() => undefined}
        onUndo={async () => undefined}
      />,
    );
    expect(screen.getByText('No imports yet')).toBeInTheDocument();
    rerender(
      <ImportHistory
        imports={undefined}
        loading={false}
        error="Unavailable: portfolio"
        onRetry={() => undefined}
        onOpen={() => undefined}
        onUndo={async () => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load imports');
  });
});
