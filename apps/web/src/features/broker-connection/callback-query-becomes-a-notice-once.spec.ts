import { describe, expect, it } from 'vitest';
import { callbackNoticeOf, noticeText, withoutCallbackParams } from './callbackNotice';

const q = (s: string) => new URLSearchParams(s);

describe('the notice Kite’s callback leaves in the Settings URL', () => {
  it('reads a success and an error with its reason', () => {
    expect(callbackNoticeOf(q('broker=connected'))).toEqual({ kind: 'connected' });
    expect(callbackNoticeOf(q('broker=error&reason=Login%20state%20expired'))).toEqual({
      kind: 'error',
      reason: 'Login state expired',
    });
    expect(noticeText({ kind: 'error', reason: 'Login state expired' })).toBe(
      'Zerodha connection failed: Login state expired',
    );
  });

  it('puts the server’s refusal codes in words', () => {
    expect(callbackNoticeOf(q('broker=error&reason=state-used'))).toEqual({
      kind: 'error',
      reason: 'that login link was already used. Please connect again.',
    });
    expect(noticeText(callbackNoticeOf(q('broker=error&reason=cancelled'))!)).toBe(
      'Zerodha connection failed: the login at Zerodha was cancelled.',
    );
  });

  it('gives an error without a reason words of its own, and caps a long one', () => {
    expect(callbackNoticeOf(q('broker=error'))).toEqual({
      kind: 'error',
      reason: 'Zerodha did not complete the login.',
    });
    const long = callbackNoticeOf(q(`broker=error&reason=${'x'.repeat(500)}`));
    expect(long?.kind === 'error' && long.reason.length).toBe(200);
  });

  it('ignores a query that is not the callback’s', () => {
    expect(callbackNoticeOf(q('section=colors'))).toBeNull();
    expect(callbackNoticeOf(q('broker=maybe'))).toBeNull();
  });

  it('clears the callback’s parameters and keeps the rest', () => {
    expect(withoutCallbackParams(q('broker=error&reason=x&section=broker')).toString()).toBe('section=broker');
  });
});
