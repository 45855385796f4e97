import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MissingDaysNotice } from './MissingDaysNotice';

afterEach(cleanup);

describe('the missing-days notice', () => {
  it('names the days Kite could not be reached for, as a status the page reads out', () => {
    render(<MissingDaysNotice missing={[{ from: '2026-03-12', to: '2026-03-18' }]} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(
      'Kite could not be reached: 12 Mar – 18 Mar 2026 not loaded. Showing stored candles.',
    );
  });

  it('shows nothing when no day is missing', () => {
    const { container, rerender } = render(<MissingDaysNotice missing={[]} />);
    expect(container.innerHTML).toBe('');
    rerender(<MissingDaysNotice missing={undefined} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes away when a later answer has no missing days', () => {
    const { rerender } = render(<MissingDaysNotice missing={[{ from: '2026-03-12', to: '2026-03-12' }]} />);
    expect(screen.getByRole('status').textContent).toContain('12 Mar 2026 not loaded');
    rerender(<MissingDaysNotice missing={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
