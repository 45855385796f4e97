import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntryForm } from './EntryForm';

afterEach(cleanup);

describe('EntryForm', () => {
  it('names the bad fields and sends nothing, then sends a bonus as its factor', () => {
    const onSubmit = vi.fn();
    render(<EntryForm busy={false} onSubmit={onSubmit} serverErrors={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/An Indian ISIN/)).toBeInTheDocument();
    expect(screen.getByText('Choose the ex-date')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('ISIN'), { target: { value: 'INE467B01029' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'bonus' } });
    fireEvent.change(screen.getByLabelText('Ex-date'), { target: { value: '2018-05-31' } });
    fireEvent.change(screen.getByLabelText('New shares'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('For shares held'), { target: { value: '1' } });
    expect(screen.getByText('Holdings ×2 (2/1)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).toHaveBeenCalledWith({
      isin: 'INE467B01029',
      kind: 'bonus',
      ex_date: '2018-05-31',
      ratio_numerator: 2,
      ratio_denominator: 1,
    });
  });
});
