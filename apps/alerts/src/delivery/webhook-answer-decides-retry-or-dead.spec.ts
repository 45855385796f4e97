import { describe, expect, it } from '@jest/globals';
import { webhookStatusOutcome } from './webhook.sender.js';

describe("a webhook's answer", () => {
  it.each([200, 201, 202, 204, 299])('%i delivers', (s) => expect(webhookStatusOutcome(s)).toBe('delivered'));
  it.each([400, 401, 403, 404, 410, 422])('%i is a lasting refusal: dead at once', (s) =>
    expect(webhookStatusOutcome(s)).toBe('permanent'),
  );
  it.each([408, 429, 500, 502, 503, 504, 301, 0])('%i is retried', (s) =>
    expect(webhookStatusOutcome(s)).toBe('retry'),
  );
});
