import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { LossRangeForm } from './LossRangeForm';

afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('<LossRangeForm>', () => {
  it('starts from the current range and only takes digits with one point, 0 to 100', () => {
    render(<LossRangeForm initial={{ min: 5, max: 100 }} onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(input('Min Loss %').value).toBe('5');
    expect(input('Max Loss %').value).toBe('100');
    fireEvent.change(input('Min Loss %'), { target: { value: '7.5' } });
    expect(input('Min Loss %').value).toBe('7.5');
    for (const refused of ['7.5.1', 'abc', '-3', '101']) {
      fireEvent.change(input('Min Loss %'), { target: { value: refused } });
      expect(input('Min Loss %').value).toBe('7.5');
    }
  });

  it('saves empty fields as 0 and 100, and allows min above max', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<LossRangeForm initial={{ min: 5, max: 100 }} onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(input('Min Loss %'), { target: { value: '' } });
    fireEvent.change(input('Max Loss %'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ min: 0, max: 100 }));

    fireEvent.change(input('Min Loss %'), { target: { value: '40' } });
    fireEvent.change(input('Max Loss %'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ min: 40, max: 10 }));
  });

  it("shows a 400's field details next to the fields, and Cancel cancels", async () => {
    const onCancel = vi.fn();
    const onSave = vi.fn().mockRejectedValue(
      new ApiError('Invalid', 400, 'Invalid', [
        {
          field: 'preferences.loss_cover_max_percent',
          errors: ['loss_cover_max_percent must not be greater than 100'],
        },
      ]),
    );
    render(<LossRangeForm initial={{ min: 5, max: 100 }} onSave={onSave} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('loss_cover_max_percent must not be greater than 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
