import { describe, expect, it } from '@jest/globals';
import type { DomainError } from '@app/common';
import type { ChannelSettingsDto } from '@app/contracts';
import { applyChannelChange, type ChangeContext } from './channel-settings-change.js';
import { defaultSettings } from './channel-settings-row.js';

// A server with no SMTP_URL, no bot token and no ALERT_SECRET_KEYS.
const bare: ChangeContext = {
  now: new Date('2026-03-02T04:00:00.000Z'),
  emailConfigured: false,
  telegramConfigured: false,
  secretsConfigured: false,
  pushSubscriptions: 0,
  seal: () => {
    throw new Error('no key ring');
  },
};

const refusal = (dto: ChannelSettingsDto) => {
  try {
    applyChannelChange(defaultSettings('u1'), dto, bare);
  } catch (e) {
    const err = e as DomainError;
    return { code: err.code, field: err.details?.[0]?.field, message: err.message };
  }
  return null;
};

describe('a channel the server does not offer', () => {
  it('is refused with a 400 naming the field, and the variable for the operator', () => {
    expect(refusal({ email: { address: 'asha@example.com' } })).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'email.address',
      message: 'email is not configured on this server (SMTP_URL)',
    });
    expect(refusal({ telegram: { action: 'link' } })).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'telegram.action',
      message: 'telegram is not configured on this server (TELEGRAM_BOT_TOKEN, ALERT_SECRET_KEYS)',
    });
    expect(refusal({ webhook: { url: 'https://hooks.example.com/a' } })).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'webhook.url',
      message: 'webhook is not configured on this server (ALERT_SECRET_KEYS)',
    });
  });

  it('does not stand in the way of removing it or of the parts that need nothing', () => {
    expect(refusal({ email: { address: null }, webhook: { url: null }, telegram: { action: 'unlink' } })).toBeNull();
    expect(refusal({ quiet_hours: { start: '22:00', end: '07:00' } })).toBeNull();
  });
});
