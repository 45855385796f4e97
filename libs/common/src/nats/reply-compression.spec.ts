import { describe, expect, it } from '@jest/globals';
import {
  COMPRESS_FROM_BYTES,
  CONTENT_ENCODING_HEADER,
  CompressingNatsSerializer,
  replyText,
} from './reply-compression.js';

const serializer = new CompressingNatsSerializer();
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `position-${i}`,
    tradingSymbol: 'RELIANCE',
    buyPrice: 1385.5 + i,
    quantity: i + 1,
    name: 'RELIANCE INDUSTRIES',
  }));

describe('compressing NATS replies', () => {
  it('leaves small replies as plain JSON', () => {
    const out = serializer.serialize({ id: 'a', response: { rows: rows(3) } });
    expect(typeof out.data).toBe('string');
    expect(out.headers?.get?.(CONTENT_ENCODING_HEADER) ?? '').toBe('');
  });

  it('sends a reply under the limit as its UTF-8 bytes, uncompressed, and the caller reads them back', () => {
    const packet = { id: 'm', response: { rows: rows(400), note: 'Nifty ₹' } };
    const plain = JSON.stringify(packet);
    // Between the two tests of the limit: more characters than a third of it, fewer bytes than it.
    expect(plain.length * 3).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(Buffer.byteLength(plain)).toBeLessThan(COMPRESS_FROM_BYTES);
    const out = serializer.serialize(packet);
    expect(out.data).toBeInstanceOf(Uint8Array);
    expect((out.data as Uint8Array).byteLength).toBe(Buffer.byteLength(plain));
    expect(out.headers?.get?.(CONTENT_ENCODING_HEADER) ?? '').toBe('');
    expect(JSON.parse(replyText(out.data as Uint8Array, undefined))).toEqual(packet);
  });

  it('gzips large replies and marks them, and the caller reads them back', () => {
    const packet = { id: 'b', response: { rows: rows(20_000) } };
    const out = serializer.serialize(packet);
    expect(out.data).toBeInstanceOf(Uint8Array);
    expect(out.headers?.get(CONTENT_ENCODING_HEADER)).toBe('gzip');
    const plain = JSON.stringify(packet);
    expect(Buffer.byteLength(plain)).toBeGreaterThan(1024 * 1024);
    expect((out.data as Uint8Array).byteLength).toBeLessThan(Buffer.byteLength(plain) / 5);
    expect(JSON.parse(replyText(out.data as Uint8Array, 'gzip'))).toEqual(packet);
  });

  it('answers an error at once when even the compressed reply cannot fit', () => {
    // Random text barely compresses.
    const noise = Array.from({ length: 1_400_000 }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('');
    const out = serializer.serialize({ id: 'c', response: { noise } });
    expect(JSON.parse(out.data as string)).toEqual({
      id: 'c',
      err: { code: 'INTERNAL', message: 'The answer is too large to send' },
      isDisposed: true,
    });
  });

  it('reads plain replies unchanged', () => {
    expect(replyText(new TextEncoder().encode('{"a":1}'), undefined)).toBe('{"a":1}');
    expect(COMPRESS_FROM_BYTES).toBeLessThan(1024 * 1024);
  });
});
