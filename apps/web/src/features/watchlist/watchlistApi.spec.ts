import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { WATCHLIST_TEXT, watchlistApi, watchlistFailureText } from './watchlistApi';

const post = vi.fn();
vi.mock('../../shared/api/apiClient', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));

beforeEach(() => post.mockReset());

const infy = { instrument_token: 408065, tradingsymbol: 'INFY', name: 'INFOSYS', exchange: 'NSE' };

describe('adding to the watchlist', () => {
  it('posts the instrument and target and reads data.id', async () => {
    post.mockResolvedValue({ success: true, data: { id: 'e1', entry: { id: 'e1' } } });
    await expect(watchlistApi.add(infy, 1500.5)).resolves.toEqual({ id: 'e1', entry: { id: 'e1' } });
    expect(post).toHaveBeenCalledWith('/watchlist', { ...infy, target_price: 1500.5 });
  });

  it('refuses an answer without an id with "Invalid response: missing entry ID"', async () => {
    post.mockResolvedValue({ success: true, data: {} });
    const failure = await watchlistApi.add(infy, 1500).catch((e: unknown) => e);
    expect(watchlistFailureText(failure, WATCHLIST_TEXT.addFailed)).toBe('Invalid response: missing entry ID');
  });
});

describe('failure texts', () => {
  it("shows a 409's own reason and the spec's message otherwise", () => {
    const conflict = new ApiError('x', 409, 'This instrument is already on the watchlist with that target price');
    expect(watchlistFailureText(conflict, WATCHLIST_TEXT.addFailed)).toBe(
      'This instrument is already on the watchlist with that target price',
    );
    expect(
      watchlistFailureText(new ApiError('Internal error', 500, 'Internal error'), WATCHLIST_TEXT.updateFailed),
    ).toBe('Failed to update target price');
    expect(watchlistFailureText(new ApiError('offline', 0), WATCHLIST_TEXT.removeFailed)).toBe(
      'Failed to remove instrument from watchlist',
    );
  });
});
