import type { AlertChannel, QuietHours } from '@app/contracts/alerts/rule-types';
import { ALERT_CHANNELS } from '@app/contracts/alerts/rule-types';

/** PUT /api/alerts/channels: each part left out stays as it is on the server. */
export interface ChannelSettingsPatch {
  defaults?: AlertChannel[];
  quiet_hours?: QuietHours | null;
  email?: { address: string | null };
  telegram?: { action: 'link' | 'unlink' };
  webhook?: { url?: string | null; rotate_secret?: boolean };
}

/** The defaults in the contract's order, whatever order the boxes were ticked in. */
export function defaultsPayload(checked: ReadonlySet<AlertChannel>): ChannelSettingsPatch {
  return { defaults: ALERT_CHANNELS.filter((c) => checked.has(c)) };
}

/** A new address (a code is mailed to it) or, when the field is emptied, no email channel. */
export function emailPayload(address: string): ChannelSettingsPatch {
  const trimmed = address.trim();
  return { email: { address: trimmed === '' ? null : trimmed } };
}

export const telegramPayload = (action: 'link' | 'unlink'): ChannelSettingsPatch => ({ telegram: { action } });

/** Saving a URL; an emptied field removes the webhook. */
export function webhookPayload(url: string): ChannelSettingsPatch {
  const trimmed = url.trim();
  return { webhook: { url: trimmed === '' ? null : trimmed } };
}

export const rotateSecretPayload = (): ChannelSettingsPatch => ({ webhook: { rotate_secret: true } });

const WEBHOOK_URL = /^https?:\/\/\S+$/i;

/** The server's rule, checked before sending so the message sits under the field. */
export function webhookUrlError(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > 2048) return 'The URL is longer than 2048 characters';
  return WEBHOOK_URL.test(trimmed) ? undefined : 'Enter an http or https URL';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(address: string): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > 254) return 'The address is longer than 254 characters';
  return EMAIL.test(trimmed) ? undefined : 'Enter a valid email address';
}

export function codeError(code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : 'Enter the 6 digits sent to the address';
}
