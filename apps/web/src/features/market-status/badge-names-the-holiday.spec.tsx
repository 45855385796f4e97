import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerStatus, holidayReply, renderSignedIn, uniformReply } from '../../test/marketStatusReplies';
import { MarketStatusBadge } from './MarketStatusBadge';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calendarAnswer = () => screen.findByText((_, e) => e?.getAttribute('data-source') === 'calendar');

describe('the header badge by the exchanges’ calendar', () => {
  it('says Market Closed and names the holiday on Guru Nanak Jayanti, with every exchange in the tooltip', async () => {
    const fetch = answerStatus(holidayReply());
    renderSignedIn(<MarketStatusBadge />);
    await calendarAnswer();
    expect(fetch).toHaveBeenCalledWith('/api/market/status', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^Market Closed$/);
    expect(screen.getByTestId('market-status-note')).toHaveTextContent(/^Guru Nanak Jayanti$/);
    expect(screen.getByTitle(/^NSE: /).getAttribute('title')).toBe(
      [
        'NSE: Market Closed (Guru Nanak Jayanti), opens 25 Nov, 9:15 am',
        'BSE: Market Closed (Guru Nanak Jayanti), opens 25 Nov, 9:15 am',
        'MCX: Market Closed (Guru Nanak Jayanti), opens 24 Nov, 5:00 pm',
        'Times in IST',
      ].join('\n'),
    );
  });

  it('adds nothing to Market Closed on an ordinary weekend', async () => {
    answerStatus(
      uniformReply('2026-11-21T11:00:00+05:30', {
        state: 'closed',
        reason: 'Weekend',
        holiday: null,
        next_open: '2026-11-23T09:15:00+05:30',
        next_close: null,
      }),
    );
    renderSignedIn(<MarketStatusBadge />);
    await calendarAnswer();
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^Market Closed$/);
    expect(screen.queryByTestId('market-status-note')).toBeNull();
  });

  it('says Market Open · Muhurat trading during the Diwali session, though the clock rule would say closed', async () => {
    answerStatus(
      uniformReply('2026-11-08T18:30:00+05:30', {
        state: 'open',
        reason: 'Muhurat trading',
        holiday: null,
        next_open: null,
        next_close: '2026-11-08T19:15:00+05:30',
      }),
    );
    renderSignedIn(<MarketStatusBadge />);
    await calendarAnswer();
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^Market Open$/);
    expect(screen.getByTestId('market-status-note')).toHaveTextContent(/^Muhurat trading$/);
  });
});
