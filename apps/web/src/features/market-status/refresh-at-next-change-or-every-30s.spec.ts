import { describe, expect, it } from 'vitest';
import { holidayReply, HOLIDAY_AS_OF, uniformReply } from '../../test/marketStatusReplies';
import { MARKET_STATUS_REFRESH_MS } from './marketStatus';
import { MIN_REFRESH_MS, nextRefreshDelay, TRANSITION_MARGIN_MS } from './statusReply';

const openUntil = (asOf: string, close: string) =>
  uniformReply(asOf, { state: 'open', reason: null, holiday: null, next_open: null, next_close: close });

describe('when the market status is asked again', () => {
  it('asks every 30 s while no exchange opens or closes sooner', () => {
    const receivedAt = Date.parse(HOLIDAY_AS_OF);
    expect(MARKET_STATUS_REFRESH_MS).toBe(30_000);
    expect(nextRefreshDelay({ reply: holidayReply(), receivedAt }, receivedAt)).toBe(30_000);
  });

  it('asks just after 15:30 when NSE closes in 10 s', () => {
    const reply = openUntil('2026-11-23T15:29:50+05:30', '2026-11-23T15:30:00+05:30');
    const receivedAt = Date.parse(reply.as_of);
    expect(nextRefreshDelay({ reply, receivedAt }, receivedAt)).toBe(10_000 + TRANSITION_MARGIN_MS);
    // Four seconds later, six remain.
    expect(nextRefreshDelay({ reply, receivedAt }, receivedAt + 4_000)).toBe(6_000 + TRANSITION_MARGIN_MS);
  });

  it("counts on the server's clock, not the browser's: a browser an hour behind still asks at 15:30", () => {
    const reply = openUntil('2026-11-23T15:29:50+05:30', '2026-11-23T15:30:00+05:30');
    const browserClock = Date.parse(reply.as_of) - 3_600_000;
    expect(nextRefreshDelay({ reply, receivedAt: browserClock }, browserClock + 2_000)).toBe(
      8_000 + TRANSITION_MARGIN_MS,
    );
  });

  it('takes the soonest change of any exchange: MCX opening at 17:00 on an equity holiday', () => {
    const reply = { ...holidayReply(), as_of: '2026-11-24T16:59:40+05:30' };
    const receivedAt = Date.now();
    expect(nextRefreshDelay({ reply, receivedAt }, receivedAt)).toBe(20_000 + TRANSITION_MARGIN_MS);
  });

  it('does not spin on a change already past: at least a second, then back to 30 s', () => {
    const reply = openUntil('2026-11-23T15:30:00.500+05:30', '2026-11-23T15:30:00+05:30');
    const receivedAt = Date.parse(reply.as_of);
    expect(nextRefreshDelay({ reply, receivedAt }, receivedAt)).toBe(MIN_REFRESH_MS);
    expect(nextRefreshDelay({ reply, receivedAt }, receivedAt + 5_000)).toBe(30_000);
  });
});
