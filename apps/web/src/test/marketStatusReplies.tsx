import type { ExchangeStatus, MarketStatusReply } from '@app/contracts/market/calendar';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { AuthContext } from '../shared/session/useAuth';
import { authValue, CUSTOMER } from './renderWithAuth';

// Answers in the shape of GET /api/market/status, for the web app's tests of how it shows them.

/** 10:00 IST on Tuesday 24 Nov 2026, Guru Nanak Jayanti: NSE and BSE are shut, MCX trades only its evening. */
export const HOLIDAY_AS_OF = '2026-11-24T10:00:00+05:30';
const HOLIDAY = 'Guru Nanak Jayanti';

const exchange = (status: Partial<ExchangeStatus> & Pick<ExchangeStatus, 'exchange'>): ExchangeStatus => ({
  state: 'closed',
  reason: null,
  holiday: null,
  next_open: null,
  next_close: null,
  ...status,
});

export const reply = (as_of: string, exchanges: ExchangeStatus[]): MarketStatusReply => ({
  as_of,
  time_zone: 'Asia/Kolkata',
  exchanges,
});

export function holidayReply(): MarketStatusReply {
  const shut = { state: 'closed', reason: HOLIDAY, holiday: HOLIDAY } as const;
  return reply(HOLIDAY_AS_OF, [
    exchange({ exchange: 'NSE', ...shut, next_open: '2026-11-25T09:15:00+05:30' }),
    exchange({ exchange: 'BSE', ...shut, next_open: '2026-11-25T09:15:00+05:30' }),
    exchange({ exchange: 'MCX', ...shut, next_open: '2026-11-24T17:00:00+05:30' }),
  ]);
}

/** Every exchange in the same state, with the given next open and close. */
export function uniformReply(as_of: string, status: Omit<ExchangeStatus, 'exchange'>): MarketStatusReply {
  return reply(
    as_of,
    (['NSE', 'BSE', 'MCX'] as const).map((e) => exchange({ exchange: e, ...status })),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch for /api/market/status: each call takes the next answer (a reply, or an HTTP status for a
 * failure); the last one repeats. Answers the calls made, by path.
 */
export function answerStatus(...answers: Array<MarketStatusReply | number>): ReturnType<typeof vi.fn> {
  let next = 0;
  const fetch = vi.fn(async (url: string) => {
    if (!url.startsWith('/api/market/status')) return json(404, { success: false, error: 'Not found' });
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    return typeof answer === 'number'
      ? json(answer, { success: false, error: 'Market status unavailable' })
      : json(200, { success: true, data: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Renders signed in, with an SWR cache of its own. */
export function renderSignedIn(ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>{ui}</AuthContext.Provider>
    </SWRConfig>,
  );
}
