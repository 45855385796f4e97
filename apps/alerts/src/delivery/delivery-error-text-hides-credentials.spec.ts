import { describe, expect, it } from '@jest/globals';
import { deliveryErrorText } from './delivery-error.js';

describe('the error a delivery log shows', () => {
  it('cuts a URL to its scheme and host, dropping credentials, path and query', () => {
    expect(deliveryErrorText(new Error('connect to smtp://alerts:hunter2@mail.example.com:587/x?a=b failed'))).toBe(
      'connect to smtp://mail.example.com:587 failed',
    );
    expect(deliveryErrorText(new Error('POST https://hooks.example.com/T0/secret-token refused'))).toBe(
      'POST https://hooks.example.com refused',
    );
  });

  it('is one line of at most 200 characters', () => {
    expect(deliveryErrorText(new Error('a\n   b'))).toBe('a b');
    expect(deliveryErrorText(new Error('x'.repeat(500)))).toHaveLength(200);
  });
});
