import { describe, expect, it } from '@jest/globals';
import { webhookSignature } from './webhook-signature.js';

const BODY = '{"id":"d1","fire":{"message":"INFY crossed above 1600"}}';

describe('the webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<raw body>" under the secret', () => {
    // Computed apart from this code (Python: hmac.new(secret, b"1767686400." + body, sha256).hexdigest()).
    expect(webhookSignature('whsec_test_secret', 1767686400, BODY)).toBe(
      'v1=e9119759a6f681a0a11fe70fba494c92daa59713de5b4844fef928321019f054',
    );
  });

  it('changes with the timestamp, the body and the secret', () => {
    const base = webhookSignature('whsec_test_secret', 1767686400, BODY);
    expect(webhookSignature('whsec_test_secret', 1767686401, BODY)).not.toBe(base);
    expect(webhookSignature('whsec_test_secret', 1767686400, BODY.replace('1600', '1601'))).not.toBe(base);
    expect(webhookSignature('whsec_other_secret', 1767686400, BODY)).not.toBe(base);
  });
});
