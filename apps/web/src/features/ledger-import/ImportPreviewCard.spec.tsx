import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preview } from './fixtures';
import { ImportPreviewCard } from './ImportPreviewCard';

afterEach(cleanup);

const show = (p = preview()) => {
  const onCommit = vi.fn();
  render(
    <ImportPreviewCard
      preview={p}
      committing={false}
      mapping={false}
      onCommit={onCommit}
      onMap={() => undefined}
      onClose={() => undefined}
    />,
  );
  return { onCommit };
};

describe('ImportPreviewCard', () => {
  it('shows the format in words, the counts, the first rows and each problem with its line and column', () => {
    show();
    expect(screen.getByText(/Console tradebook \(equity\), 2024-04-01 to 2025-03-31/)).toBeInTheDocument();
    const counts = screen.getByLabelText('Rows by kind');
    expect(within(counts).getByText('Trades').nextSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Invalid').nextSibling).toHaveTextContent('1');
    const rows = screen.getByRole('table', { name: 'First rows of the file' });
    expect(within(rows).getByText('RELIANCE')).toBeInTheDocument();
    expect(within(rows).getByText('2 May 2024')).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Problems in the file' });
    const row = within(problems).getByText('price must be a number above 0').closest('tr')!;
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('price');
  });

  it('keeps Commit disabled and says why while problems remain', () => {
    const { onCommit } = show();
    const commit = screen.getByRole('button', { name: 'Commit' });
    expect(commit).toBeDisabled();
    expect(screen.getByText('Resolve 1 problem first: nothing is written while problems remain.')).toBeInTheDocument();
    fireEvent.click(commit);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('commits a clean preview', () => {
    const { onCommit } = show(preview({ problems: [], problems_total: 0, counts: { trade: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('filters the problems by text', () => {
    show(
      preview({
        problems: [
          { line: 4, column: 'price', field: 'price', message: 'price must be a number above 0' },
          { line: 9, column: 'quantity', field: 'quantity', message: 'quantity is empty' },
        ],
        problems_total: 2,
      }),
    );
    fireEvent.change(screen.getByLabelText('Filter problems'), { target: { value: '9' } });
    const problems = screen.getByRole('table', { name: 'Problems in the file' });
    expect(within(problems).queryByText('price must be a number above 0')).toBeNull();
    expect(within(problems).getByText('quantity is empty')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });
});
