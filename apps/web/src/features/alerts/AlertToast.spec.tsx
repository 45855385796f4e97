import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast, { type Toast } from 'react-hot-toast';
import type { AlertQueueItem } from './alertConstants';
import { showAlertToast } from './AlertToast';

vi.mock('react-hot-toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const item: AlertQueueItem = {
  id: 'a1',
  instrumentToken: 738561,
  instrumentName: 'RELIANCE',
  targetPrice: 1480,
  currentPrice: 1479.95,
  audioUrl: '/notification.mp3',
  ttsText: '',
  timestamp: 0,
};

describe('alert toast', () => {
  it('reads "Target reached for {symbol}! Current: ₹x" for 5 s, and a click opens the alert', () => {
    const onOpen = vi.fn();
    showAlertToast(item, onOpen);
    const [message, options] = vi.mocked(toast).mock.calls[0];
    expect(options).toMatchObject({ id: 'target-alert-a1', duration: 5000 });
    render(<>{(message as (t: Toast) => React.ReactElement)({ id: 'target-alert-a1' } as Toast)}</>);
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('Target reached for RELIANCE! Current: ₹1,479.95');
    expect(screen.getByText('Target reached for RELIANCE! Current: ₹1,479.95')).toBeInTheDocument();
    fireEvent.click(button);
    expect(toast.dismiss).toHaveBeenCalledWith('target-alert-a1');
    expect(onOpen).toHaveBeenCalledWith(item);
  });
});
