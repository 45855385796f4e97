import { describe, expect, it } from '@jest/globals';
import { headers as natsHeaders, type Msg } from '@nats-io/transport-node';
import { CONTENT_ENCODING_HEADER, CompressingNatsSerializer, replyText } from './reply-compression.js';
import {
  ACCEPT_ENCODING_HEADER,
  BrotliCallers,
  NegotiatingNatsDeserializer,
  REPLY_BODY_HEADER,
} from './reply-encoding.js';

const rows = Array.from({ length: 5000 }, (_, i) => ({ id: `position-${i}`, name: 'ŚRĪ "A"', buyPrice: 1385.5 + i }));

/** A request as NATS hands it to the service, from a caller that may say it reads brotli. */
function request(
  id: string,
  { accepts, reply = 'inbox.1', body }: { accepts?: string; reply?: string; body?: string },
): Msg {
  const h = natsHeaders();
  if (accepts !== undefined) h.set(ACCEPT_ENCODING_HEADER, accepts);
  if (body !== undefined) h.set(REPLY_BODY_HEADER, body);
  return { reply, headers: h, json: () => ({ pattern: 'portfolio.position.list', data: {}, id }) } as unknown as Msg;
}

function service() {
  const callers = new BrotliCallers();
  const deserializer = new NegotiatingNatsDeserializer(callers);
  const serializer = new CompressingNatsSerializer(callers);
  return {
    receive: (msg: Msg) => deserializer.deserialize(msg),
    reply: (id: string, isDisposed = true) => serializer.serialize({ id, response: { rows }, isDisposed }),
    replyPacket: (packet: object) => serializer.serialize(packet),
  };
}

const encodingOf = (out: { headers?: { get(k: string): string } }) => out.headers?.get(CONTENT_ENCODING_HEADER);
const bodyOf = (out: { headers?: { get(k: string): string } }) => out.headers?.get(REPLY_BODY_HEADER) || undefined;

describe('large replies in brotli only for callers that read it', () => {
  it('answers brotli to a caller that asks for it, and the caller reads back the same JSON', () => {
    const s = service();
    expect(s.receive(request('a', { accepts: 'br' }))).toMatchObject({ id: 'a', data: {} });
    const out = s.reply('a');
    expect(encodingOf(out)).toBe('br');
    const text = replyText(out.data as Uint8Array, 'br');
    expect(text).toBe(JSON.stringify({ id: 'a', response: { rows }, isDisposed: true }));
  });

  it('answers gzip to a caller that does not say it reads brotli (an older gateway)', () => {
    const s = service();
    s.receive(request('b', {}));
    s.receive(request('c', { accepts: 'gzip, deflate' }));
    expect(encodingOf(s.reply('b'))).toBe('gzip');
    expect(encodingOf(s.reply('c'))).toBe('gzip');
  });

  it('forgets a request once its last reply is written', () => {
    const s = service();
    s.receive(request('d', { accepts: 'gzip, br' }));
    expect(encodingOf(s.reply('d', false))).toBe('br');
    expect(encodingOf(s.reply('d'))).toBe('br');
    expect(encodingOf(s.reply('d'))).toBe('gzip');
  });

  it('notes nothing for a message that expects no reply', () => {
    const callers = new BrotliCallers();
    new NegotiatingNatsDeserializer(callers).deserialize(request('e', { accepts: 'br', reply: '' }));
    expect(callers.reads('e', true)).toBe(false);
  });

  it('holds a bounded number of notes, dropping the oldest first', () => {
    const callers = new BrotliCallers();
    for (let i = 0; i <= 10_000; i++) callers.note(`r${i}`);
    expect(callers.reads('r0', true)).toBe(false);
    expect(callers.reads('r1', true)).toBe(true);
    expect(callers.reads('r10000', true)).toBe(true);
  });

  describe('a caller that passes the answer on to an HTTP client', () => {
    it('gets a large answer as the whole HTTP body in brotli, marked as such', () => {
      const s = service();
      s.receive(request('f', { accepts: 'br', body: 'envelope' }));
      const out = s.reply('f');
      expect(encodingOf(out)).toBe('br');
      expect(bodyOf(out)).toBe('envelope');
      const text = replyText(out.data as Uint8Array, 'br');
      expect(text).toBe(`{"success":true,"data":${JSON.stringify({ rows })}}`);
    });

    it("gets Nest's packet for a small answer, an error, or a reply that is not the last", () => {
      const s = service();
      s.receive(request('g', { accepts: 'br', body: 'envelope' }));
      const small = s.replyPacket({ id: 'g', response: { rows: rows.slice(0, 2) }, isDisposed: true });
      expect(bodyOf(small)).toBeUndefined();
      expect(JSON.parse(small.data as string)).toEqual({
        id: 'g',
        response: { rows: rows.slice(0, 2) },
        isDisposed: true,
      });
      s.receive(request('h', { accepts: 'br', body: 'envelope' }));
      const failed = s.replyPacket({
        id: 'h',
        err: { code: 'NOT_FOUND', message: 'x'.repeat(100_000) },
        isDisposed: true,
      });
      expect(bodyOf(failed)).toBeUndefined();
      expect(JSON.parse(replyText(failed.data as Uint8Array, 'br'))).toMatchObject({
        id: 'h',
        err: { code: 'NOT_FOUND' },
      });
      s.receive(request('i', { accepts: 'br', body: 'envelope' }));
      const partial = s.reply('i', false);
      expect(bodyOf(partial)).toBeUndefined();
      expect(JSON.parse(replyText(partial.data as Uint8Array, 'br'))).toEqual({
        id: 'i',
        response: { rows },
        isDisposed: false,
      });
    });

    it('gets gzip in the packet when it does not read brotli, or names another form of body', () => {
      const s = service();
      s.receive(request('j', { accepts: 'gzip', body: 'envelope' }));
      s.receive(request('k', { accepts: 'br', body: 'other' }));
      const [j, k] = [s.reply('j'), s.reply('k')];
      expect([encodingOf(j), bodyOf(j)]).toEqual(['gzip', undefined]);
      expect([encodingOf(k), bodyOf(k)]).toEqual(['br', undefined]);
      expect(JSON.parse(replyText(k.data as Uint8Array, 'br'))).toEqual({
        id: 'k',
        response: { rows },
        isDisposed: true,
      });
    });
  });
});
