import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@app/common';
import { pushTopic, quietHoursProblem, secretHint } from './channel-codes.js';
import { applyChannelChange, type ChangeContext } from './channel-settings-change.js';
import { defaultSettings } from './channel-settings-row.js';

const ctx: ChangeContext = {
  now: new Date('2026-03-02T04:00:00.000Z'),
  emailConfigured: true,
  telegramConfigured: true,
  secretsConfigured: true,
  pushSubscriptions: 0,
  seal: (p) => `sealed(${p})`,
};
const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).details?.[0]?.field;
  }
  return 'no error';
};

describe('quiet hours', () => {
  it('may pass midnight but may not start where they end', () => {
    expect(quietHoursProblem({ start: '22:00', end: '07:00' })).toBeNull();
    expect(quietHoursProblem({ start: '22:00', end: '22:00' })).toBe(
      'quiet_hours.start and quiet_hours.end must differ',
    );
  });

  it('refuses a PUT whose window is empty, naming quiet_hours', () => {
    const before = defaultSettings('u1');
    expect(fieldOf(() => applyChannelChange(before, { quiet_hours: { start: '09:15', end: '09:15' } }, ctx))).toBe(
      'quiet_hours',
    );
    expect(applyChannelChange(before, { quiet_hours: { start: '22:00', end: '07:00' } }, ctx).row).toMatchObject({
      quiet_start: '22:00',
      quiet_end: '07:00',
    });
  });
});

describe('defaults', () => {
  it('must be set up: an unverified email is refused, naming defaults', () => {
    const before = defaultSettings('u1');
    const change = { email: { address: 'asha@example.com' }, defaults: ['in_app', 'email'] as const };
    expect(fieldOf(() => applyChannelChange(before, { ...change, defaults: [...change.defaults] }, ctx))).toBe(
      'defaults',
    );
  });

  it('lose a channel the same change removes', () => {
    const before = { ...defaultSettings('u1'), webhook_url: 'https://hooks.example.com/a', webhook_secret_enc: 'x' };
    before.defaults = ['webhook', 'in_app'];
    expect(applyChannelChange(before, { webhook: { url: null } }, ctx).row.defaults).toEqual(['in_app']);
  });
});

describe('a webhook secret', () => {
  it('is made on the first URL, shown once, and stored only sealed', () => {
    const change = applyChannelChange(defaultSettings('u1'), { webhook: { url: 'https://hooks.example.com/a' } }, ctx);
    expect(change.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(change.row.webhook_secret_enc).toBe(`sealed(${change.webhookSecret})`);
  });

  it('shows its last four characters as its hint', () => {
    expect(secretHint('q1w2e3r4t5y6Zk9X')).toBe('Zk9X');
  });
});

describe('a push topic', () => {
  it('is the delivery id without dashes: 32 URL-safe characters', () => {
    expect(pushTopic('0b6f7c9e-3a52-4d8e-9a7e-2f4c1d5e6a7b')).toBe('0b6f7c9e3a524d8e9a7e2f4c1d5e6a7b');
  });
});
