import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PortfolioStack, position } from '../support/portfolio-fixtures.js';

const pf = new PortfolioStack();

beforeAll(() => pf.start(), 60_000);
afterAll(() => pf.close());

// The portfolio service compresses a large list once, as the client's whole body; the gateway sends those
// bytes on to a client that reads brotli and decompresses them for any other.
describe('a large positions list', () => {
  it('sends a large list to a client that reads brotli in the bytes the service compressed, the same JSON', async () => {
    const u = await pf.newUser('pf.brotli@example.com');
    const positions = Array.from({ length: 400 }, (_, i) => position({ buyPrice: 1000 + i }));
    expect((await u.import('live-positions', { positions })).status).toBe(201);
    const plain = await u.positions().set('Accept-Encoding', 'gzip, deflate');
    const br = await u.positions().set('Accept-Encoding', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    for (const res of [plain, br]) expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // About a tenth of the JSON's size: the compressed bytes went out, not the text.
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 4);
    expect(br.body.data.positions).toHaveLength(400);
    expect(br.body).toEqual(plain.body);
    const again = await u.positions().set('Accept-Encoding', 'br').set('If-None-Match', br.headers.etag);
    expect(again.status).toBe(304);
  });
});
