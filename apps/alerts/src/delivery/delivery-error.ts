/** The longest error a delivery log row keeps. */
const MAX_ERROR_LENGTH = 200;

/**
 * The text of a failed try as the user reads it in the delivery log: short, one line, and with any URL
 * cut to its scheme and host, so a webhook path token or an SMTP password never lands in the log or the
 * table.
 */
export function deliveryErrorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const text = raw
    .replace(/\b([a-z][a-z0-9+.-]*):\/\/(?:[^\s/@]*@)?([^\s/?#]*)[^\s]*/gi, '$1://$2')
    .replace(/\s+/g, ' ')
    .trim();
  return (text || 'failed').slice(0, MAX_ERROR_LENGTH);
}
