import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerStatus,
  holidayReply,
  HOLIDAY_AS_OF,
  renderSignedIn,
  reply,
  uniformReply,
} from '../../test/marketStatusReplies';
import { MarketStatusCard } from './MarketStatusCard';

// Failed calls raise the app's error toast; that rule has tests of its own.
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const row = (exchange: string) => screen.getByTestId(`market-${exchange}`);
const card = () => screen.getByRole('region', { name: 'Market Status' });

describe('the Overview’s Market Status card', () => {
  it('names Guru Nanak Jayanti on NSE and BSE, and counts to MCX’s evening session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(HOLIDAY_AS_OF));
    answerStatus(holidayReply());
    renderSignedIn(<MarketStatusCard />);
    await screen.findByTestId('market-NSE');
    expect(within(row('NSE')).getByText('Closed')).toBeInTheDocument();
    expect(within(row('NSE')).getByText('opens in 23h 15m')).toBeInTheDocument();
    expect(screen.getByTestId('market-NSE-note')).toHaveTextContent(/^Guru Nanak Jayanti$/);
    expect(screen.getByTestId('market-BSE-note')).toHaveTextContent(/^Guru Nanak Jayanti$/);
    expect(within(row('MCX')).getByText('opens in 7h')).toBeInTheDocument();
    expect(within(card()).getByText("By the exchanges' calendar, in IST")).toBeInTheDocument();
  });

  it('reads "closes in 2h 34m" at 12:56 on a trading day, with no note', async () => {
    answerStatus(
      uniformReply('2026-03-12T12:56:00+05:30', {
        state: 'open',
        reason: null,
        holiday: null,
        next_open: null,
        next_close: '2026-03-12T15:30:00+05:30',
      }),
    );
    renderSignedIn(<MarketStatusCard />);
    await screen.findByTestId('market-NSE');
    for (const exchange of ['NSE', 'BSE', 'MCX']) expect(row(exchange)).toHaveTextContent(/^.+Opencloses in 2h 34m$/);
    expect(screen.queryByTestId('market-NSE-note')).toBeNull();
  });

  it('shows placeholder rows while the first answer is on its way', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderSignedIn(<MarketStatusCard />);
    expect(within(card()).getByRole('list', { name: 'Loading market status' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('market-NSE')).toBeNull();
    answer(new Response(JSON.stringify({ success: true, data: holidayReply() })));
    await screen.findByTestId('market-NSE');
  });

  it('says so when the server lists none of the three exchanges', async () => {
    answerStatus(reply(HOLIDAY_AS_OF, []));
    renderSignedIn(<MarketStatusCard />);
    expect(await screen.findByText('No exchanges in the answer')).toBeInTheDocument();
  });

  it('says the calendar could not be loaded, shows regular hours by the IST clock, and retries on request', async () => {
    const fetch = answerStatus(503, holidayReply());
    renderSignedIn(<MarketStatusCard />);
    await screen.findByText(/calendar could not be loaded; holidays are not known/);
    expect(within(card()).getByText('Regular hours by the IST clock')).toBeInTheDocument();
    for (const exchange of ['NSE', 'BSE', 'MCX'])
      expect(row(exchange)).toHaveTextContent(/(Open|Closed|Pre-Market)(closes|opens) in /);
    fireEvent.click(screen.getByRole('button', { name: 'Retry market status' }));
    expect(await screen.findByTestId('market-NSE-note')).toHaveTextContent('Guru Nanak Jayanti');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('keeps the last answer when a refresh fails, and says since when', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(HOLIDAY_AS_OF));
    answerStatus(holidayReply(), 503);
    renderSignedIn(<MarketStatusCard />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('market-NSE-note')).toHaveTextContent('Guru Nanak Jayanti');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Could not refresh; showing the status of 10:00:00 am.')).toBeInTheDocument();
    expect(screen.getByTestId('market-NSE-note')).toHaveTextContent('Guru Nanak Jayanti');
  });
});
