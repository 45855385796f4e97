import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PermanentDeliveryError } from './channel-sender.js';
import { postWebhook } from './webhook-post.js';

const post = (url: string, allowPrivate: boolean) =>
  postWebhook({ url, headers: {}, body: '{}', timeoutMs: 2000, allowPrivate });

describe('a webhook to this host', () => {
  it('is refused for good when its name resolves to loopback, checked on the connection itself', async () => {
    let reached = 0;
    const server = createServer((_req, res) => (reached++, res.end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const refused = post(`http://localhost:${port}/hook`, false);
      await expect(refused).rejects.toBeInstanceOf(PermanentDeliveryError);
      await expect(refused).rejects.toThrow(/^the webhook resolves to (127\.0\.0\.1|::1), a loopback/);
      await expect(post(`http://127.0.0.1:${port}/hook`, false)).rejects.toThrow(
        'the webhook resolves to 127.0.0.1, a loopback, private or link-local address',
      );
      expect(reached).toBe(0);
      // Allowed (development and tests), the same request reaches it.
      expect(await post(`http://127.0.0.1:${port}/hook`, true)).toEqual({ status: 200 });
      expect(reached).toBe(1);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('is refused for good when the URL is not http(s)', async () => {
    await expect(post('ftp://example.com/hook', false)).rejects.toThrow('the webhook URL must be http(s)');
  });
});
