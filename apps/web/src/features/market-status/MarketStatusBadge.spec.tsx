import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketStatusBadge } from './MarketStatusBadge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<MarketStatusBadge>', () => {
  // IST wall-clock times: the badge follows the exchanges' clock whatever zone the test runs in.
  it('re-reads the clock every 30 s: Pre-Market turns Market Open at 09:15', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T09:14:40+05:30'));
    render(<MarketStatusBadge />);
    expect(screen.getByTestId('market-status').textContent).toBe('Pre-Market');
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.getByTestId('market-status').textContent).toBe('Pre-Market');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('market-status').textContent).toBe('Market Open');
  });

  it('says Market Closed after 15:30', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T15:30:00+05:30'));
    render(<MarketStatusBadge />);
    expect(screen.getByTestId('market-status').textContent).toBe('Market Closed');
  });
});
