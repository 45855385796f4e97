import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { QuietHours } from '@app/contracts';

/** How long an email code or a Telegram link code stays good. */
export const CODE_TTL_MS = 15 * 60_000;
/** Wrong email codes allowed before a new code must be asked for (a 6-digit code is otherwise guessable). */
export const MAX_CODE_TRIES = 5;
/** A new code for the same address waits this long, so the form cannot be used to flood a mailbox. */
export const CODE_RESEND_MS = 60_000;
/** No 0/O, 1/I/L: a link code is read off a screen and typed into a chat. */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;

/** Draws a whole number in [min, max): crypto.randomInt in the service, a fixed sequence in tests. */
export type Draw = (min: number, max: number) => number;

export function newEmailCode(draw: Draw = randomInt): string {
  return String(draw(0, 1_000_000)).padStart(6, '0');
}

export function newLinkCode(draw: Draw = randomInt): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) code += LINK_CODE_ALPHABET[draw(0, LINK_CODE_ALPHABET.length)];
  return code;
}

/** Only the hash of an email code is kept, so a read of the table does not verify anyone's address. */
export const hashCode = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** Whether a code for this address went out less than CODE_RESEND_MS ago (its expiry tells when). */
export function resentTooSoon(
  pending: { address: string | null; expiresAt: Date | null },
  address: string,
  now: Date,
): boolean {
  if (pending.address !== address || !pending.expiresAt) return false;
  const issuedAt = pending.expiresAt.getTime() - CODE_TTL_MS;
  return now.getTime() - issuedAt < CODE_RESEND_MS;
}

export interface StoredCode {
  hash: string | null;
  expiresAt: Date | null;
  /** Wrong tries before this one. */
  triesBefore: number;
}

export type CodeVerdict = 'right' | 'wrong' | 'none' | 'expired' | 'exhausted';

/** Judges one try of an email code: only a live code with tries left can be right. */
export function judgeEmailCode(stored: StoredCode, given: string, now: Date): CodeVerdict {
  if (!stored.hash || !stored.expiresAt) return 'none';
  if (stored.triesBefore >= MAX_CODE_TRIES) return 'exhausted';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  const a = Buffer.from(stored.hash, 'hex');
  const b = Buffer.from(hashCode(given), 'hex');
  return a.length === b.length && timingSafeEqual(a, b) ? 'right' : 'wrong';
}

/** What a user is told for each verdict but the right one. */
export const CODE_VERDICT_MESSAGES: Record<Exclude<CodeVerdict, 'right'>, string> = {
  wrong: 'code is not the one sent to the address',
  none: 'code: no verification is pending; set the email address first',
  expired: 'code has expired; set the address again for a new code',
  exhausted: 'code: too many wrong tries; set the address again for a new code',
};

/** Quiet hours from 22:00 to 22:00 would be either never or always: refused. */
export function quietHoursProblem(q: QuietHours): string | null {
  return q.start === q.end ? 'quiet_hours.start and quiet_hours.end must differ' : null;
}

/** The end of a webhook secret the user may see again, to tell which secret a receiver holds. */
export const secretHint = (secret: string): string => secret.slice(-4);

export const newWebhookSecret = (): string => randomBytes(32).toString('base64url');

/** A push topic is at most 32 URL-safe characters: the delivery id without its dashes. */
export const pushTopic = (deliveryId: string): string => deliveryId.replace(/-/g, '').slice(0, 32);
