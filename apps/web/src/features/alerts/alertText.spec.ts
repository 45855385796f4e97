import { describe, expect, it } from 'vitest';
import { chartPath } from '../instruments';
import { alertKey, badgeText, notificationContent, relativeTime, targetReachedText, toQueueItem } from './alertText';

const event = {
  id: 'a1',
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  target_price: 1480,
  current_price: 1479.95,
  triggered_at: '2026-01-05T10:00:00.000Z',
};

describe('alert texts', () => {
  it('words the fallback toast "Target reached for {symbol}! Current: {price}", price with formatPrice', () => {
    expect(targetReachedText('RELIANCE', 1479.95)).toBe('Target reached for RELIANCE! Current: ₹1,479.95');
    expect(targetReachedText('TCS', 3080)).toBe('Target reached for TCS! Current: ₹3,080.00');
  });

  it('puts the symbol in the notification title and both prices in rupees in the body', () => {
    const { title, body } = notificationContent(toQueueItem(event));
    expect(title).toContain('RELIANCE');
    expect(body).toBe('Target ₹1,480.00 · Current ₹1,479.95');
  });

  it('maps the socket event to a queue item', () => {
    expect(toQueueItem(event)).toEqual({
      id: 'a1',
      instrumentToken: 738561,
      instrumentName: 'RELIANCE',
      targetPrice: 1480,
      currentPrice: 1479.95,
      audioUrl: '/notification.mp3',
      ttsText: 'RELIANCE reached your target of ₹1,480.00',
      timestamp: Date.parse('2026-01-05T10:00:00.000Z'),
    });
  });

  it('keys on instrument and target', () => {
    expect(alertKey(738561, 1480)).toBe('738561:1480');
    expect(alertKey(738561, 1480)).not.toBe(alertKey(738561, 1481));
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('links to the chart with symbol and token', () => {
    expect(chartPath('M&M', 519937)).toBe('/dashboard/charts?symbol=M%26M&token=519937');
  });

  it('says how long ago', () => {
    const t = Date.parse('2026-01-05T10:00:00.000Z');
    const iso = new Date(t).toISOString();
    expect(relativeTime(iso, t + 10_000)).toBe('just now');
    expect(relativeTime(iso, t + 5 * 60_000)).toBe('5 min ago');
    expect(relativeTime(iso, t + 3 * 3_600_000)).toBe('3 h ago');
    expect(relativeTime(iso, t + 2 * 86_400_000)).toBe('2 d ago');
    expect(relativeTime(iso, t + 30 * 86_400_000)).toBe('5 Jan');
    expect(relativeTime('nonsense', t)).toBe('');
  });
});
