import type { RuleFire } from '@app/contracts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail of one alert: the message as subject and body, when it fired (IST), and the delivery id as
 * Message-ID, so a retried mail is the same mail to a receiver that keeps Message-IDs.
 */
export function alertMail(deliveryId: string, fire: RuleFire) {
  const when = new Date(fire.fired_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false });
  const text = `${fire.message}\n\nFired at ${when} IST.\n`;
  const html = `<p><strong>${escapeHtml(fire.message)}</strong></p><p>Fired at ${escapeHtml(when)} IST.</p>`;
  return { subject: `Alert: ${fire.message}`, text, html, messageId: `<${deliveryId}@alerts>` };
}
