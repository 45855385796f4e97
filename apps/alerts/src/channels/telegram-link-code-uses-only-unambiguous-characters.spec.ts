import { describe, expect, it } from '@jest/globals';
import { LINK_CODE_ALPHABET, newLinkCode } from './channel-codes.js';
import { telegramLinkUrl } from './channel-settings-row.js';
import { linkCodeOf } from './telegram-link-poller.js';

describe('a Telegram link code', () => {
  it('is eight characters drawn from an alphabet without 0, O, 1, I or L', () => {
    for (const c of ['0', 'O', '1', 'I', 'L']) expect(LINK_CODE_ALPHABET).not.toContain(c);
    const draws = [0, 1, 2, 3, 27, 28, 29, 30];
    expect(newLinkCode(() => draws.shift()!)).toBe('ABCD6789');
  });

  it('links through t.me with the code as the start parameter', () => {
    expect(telegramLinkUrl('PortfolioAlertsBot', 'ABCD6789')).toBe('https://t.me/PortfolioAlertsBot?start=ABCD6789');
    expect(telegramLinkUrl(null, 'ABCD6789')).toBeNull();
  });

  it('is read from "/start CODE", in any case, and from nothing else', () => {
    expect(linkCodeOf('/start ABCD6789')).toBe('ABCD6789');
    expect(linkCodeOf('/start@PortfolioAlertsBot abcd6789')).toBe('ABCD6789');
    expect(linkCodeOf('/start')).toBeNull();
    expect(linkCodeOf('hello ABCD6789')).toBeNull();
    expect(linkCodeOf(undefined)).toBeNull();
  });
});
