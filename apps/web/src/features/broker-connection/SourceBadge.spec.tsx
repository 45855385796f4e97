import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SourceBadge } from './SourceBadge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the source badge', () => {
  it('says "Live · Zerodha" or "Paper" and nothing more for a fresh answer', () => {
    const { rerender } = render(<SourceBadge info={{ source: 'kite' }} />);
    expect(screen.getByTestId('source-badge')).toHaveTextContent(/^Live · Zerodha$/);
    rerender(<SourceBadge info={{ source: 'paper' }} />);
    expect(screen.getByTestId('source-badge')).toHaveTextContent(/^Paper$/);
    rerender(<SourceBadge info={undefined} />);
    expect(screen.queryByTestId('source-badge')).toBeNull();
  });

  it('gives a stale answer its time, reason and an age that keeps up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-24T10:54:00+05:30'));
    render(
      <SourceBadge info={{ source: 'kite', as_of: '2026-11-24T10:42:00+05:30', stale_reason: 'Kite unreachable' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('as of 10:42 IST · Kite unreachable (12m ago)');
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('(1h ago)');
  });
});
