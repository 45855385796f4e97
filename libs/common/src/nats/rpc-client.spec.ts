import { describe, expect, it } from '@jest/globals';
import {
  headers as natsHeaders,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type Status,
} from '@nats-io/transport-node';
import { ErrorCode } from '@app/contracts';
import { RpcCallError } from '../errors/rpc-call-error.js';
import { compressReply, dataEnvelopeText } from './reply-encoding.js';
import { BrotliBody, EncodedJson, RpcClient } from './rpc-client.js';

/** The parts of a NATS connection the client uses: a status stream the test drives, and requests it answers by hand. */
class FakeConnection {
  private readonly waiting: ((s: IteratorResult<Status>) => void)[] = [];
  private readonly queued: Status[] = [];
  private readonly closedPromise = new Promise<void | Error>(() => undefined);
  readonly pending: {
    subject: string;
    id: string;
    headers: MsgHdrs | undefined;
    answer(response: unknown): void;
    answerText(text: (id: string) => string): void;
    answerBytes(data: Uint8Array, headers: Record<string, string>): void;
  }[] = [];

  status(): AsyncIterable<Status> {
    return {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          const s = this.queued.shift();
          return s
            ? Promise.resolve({ value: s, done: false })
            : new Promise<IteratorResult<Status>>((r) => this.waiting.push(r));
        },
      }),
    };
  }

  emitStatus(s: Status): void {
    const w = this.waiting.shift();
    if (w) w({ value: s, done: false });
    else this.queued.push(s);
  }

  closed() {
    return this.closedPromise;
  }
  isClosed() {
    return false;
  }
  isDraining() {
    return false;
  }

  request(subject: string, body: string, opts?: { headers?: MsgHdrs }): Promise<Msg> {
    const { id } = JSON.parse(body) as { id: string };
    return new Promise((resolve) => {
      const answerText = (text: (id: string) => string) =>
        resolve({ data: new TextEncoder().encode(text(id)), headers: undefined } as unknown as Msg);
      const answerBytes = (data: Uint8Array, headers: Record<string, string>) => {
        const h = natsHeaders();
        for (const [k, v] of Object.entries(headers)) h.set(k, v);
        resolve({ data, headers: h } as unknown as Msg);
      };
      this.pending.push({
        subject,
        id,
        headers: opts?.headers,
        answer: (response) => answerText(() => JSON.stringify({ id, response })),
        answerText,
        answerBytes,
      });
    });
  }
}

const tick = () => new Promise((r) => setImmediate(r));

async function rejectionOf(p: Promise<unknown>): Promise<RpcCallError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(RpcCallError);
    return e as RpcCallError;
  }
  throw new Error('the request did not fail');
}

function client() {
  const nc = new FakeConnection();
  return { nc, rpc: new RpcClient(nc as unknown as NatsConnection, 60_000) };
}

describe('RpcClient', () => {
  it('answers with the service reply', async () => {
    const { nc, rpc } = client();
    const reply = rpc.request('portfolio.position.list', { userId: 'u1' });
    await tick();
    nc.pending[0].answer({ ok: true });

    expect(await reply).toEqual({ ok: true });
  });

  it("answers a reply in the services' layout as the text they encoded, without parsing it", async () => {
    const { nc, rpc } = client();
    const reply = rpc.requestEncoded('portfolio.position.list', { userId: 'u1' });
    await tick();
    // Not JSON.stringify's spacing: had it been parsed and encoded again, the spaces would be gone.
    nc.pending[0].answerText((id) => `{"response":{ "positions": [] },"isDisposed":true,"id":"${id}"}`);

    expect((await reply).text).toBe('{ "positions": [] }');
  });

  it('answers any other reply layout as the JSON of its response, and throws an error reply as request does', async () => {
    const { nc, rpc } = client();
    const other = rpc.requestEncoded('portfolio.position.list', { userId: 'u1' });
    const nothing = rpc.requestEncoded('portfolio.position.list', { userId: 'u1' });
    const failed = rpc.requestEncoded('portfolio.position.list', { userId: 'u1' });
    await tick();
    nc.pending[0].answerText((id) => `{"id":"${id}", "response":{"a": 1},"isDisposed":true}`);
    nc.pending[1].answerText((id) => `{"isDisposed":true,"id":"${id}"}`);
    nc.pending[2].answerText((id) => JSON.stringify({ err: { code: ErrorCode.NotFound, message: 'No such' }, id }));

    expect((await other).text).toBe('{"a":1}');
    expect((await nothing).text).toBeUndefined();
    expect((await rejectionOf(failed)).code).toBe(ErrorCode.NotFound);
  });

  it('asks for a large answer as the HTTP body only when the caller passes it on, and keeps its brotli bytes', async () => {
    const { nc, rpc } = client();
    const encoded = rpc.requestEncoded('portfolio.position.list', { userId: 'u1' });
    const parsed = rpc.request('portfolio.position.list', { userId: 'u1' });
    await tick();
    expect(nc.pending[0].headers?.get('reply-body')).toBe('envelope');
    expect(nc.pending[1].headers?.get('reply-body')).toBe('');
    expect(nc.pending[0].headers?.get('accept-encoding')).toBe('br');
    const body = compressReply(Buffer.from(dataEnvelopeText('{"positions":[]}')), 'br');
    nc.pending[0].answerBytes(body, { 'content-encoding': 'br', 'reply-body': 'envelope' });
    nc.pending[1].answer({ positions: [] });

    const answer = await encoded;
    expect(answer).toBeInstanceOf(BrotliBody);
    expect((answer as BrotliBody).bytes.equals(body)).toBe(true);
    expect((answer as BrotliBody).text()).toBe('{"success":true,"data":{"positions":[]}}');
    expect(await parsed).toEqual({ positions: [] });
  });

  it("reads a compressed reply in Nest's packet, from a service that does not write bodies, as its response's text", async () => {
    const { nc, rpc } = client();
    const encoded = rpc.requestEncoded('portfolio.position.list', { userId: 'u1' });
    await tick();
    const packet = `{"response":{"positions":[1]},"isDisposed":true,"id":"${nc.pending[0].id}"}`;
    nc.pending[0].answerBytes(compressReply(Buffer.from(packet), 'br'), { 'content-encoding': 'br' });

    const answer = await encoded;
    expect(answer).toBeInstanceOf(EncodedJson);
    expect((answer as EncodedJson).text).toBe('{"positions":[1]}');
  });

  it('fails a request in flight with SERVICE_UNAVAILABLE as soon as the connection drops, not at the timeout', async () => {
    const { nc, rpc } = client();
    const inFlight = rpc.request('portfolio.position.list', { userId: 'u1' });
    await tick();
    const droppedAt = Date.now();
    nc.emitStatus({ type: 'disconnect', server: '127.0.0.1:4222' } as Status);

    const err = await rejectionOf(inFlight);
    expect(err.code).toBe(ErrorCode.ServiceUnavailable);
    expect(err.subject).toBe('portfolio.position.list');
    expect(Date.now() - droppedAt).toBeLessThan(1000);
  });

  it('refuses new requests while disconnected and sends them again after the reconnect', async () => {
    const { nc, rpc } = client();
    nc.emitStatus({ type: 'disconnect', server: '127.0.0.1:4222' } as Status);
    await tick();

    expect((await rejectionOf(rpc.request('settings.bundle.get', { userId: 'u1' }))).code).toBe(
      ErrorCode.ServiceUnavailable,
    );
    expect(nc.pending).toHaveLength(0);

    nc.emitStatus({ type: 'reconnect', server: '127.0.0.1:4222' } as Status);
    await tick();
    const reply = rpc.request('settings.bundle.get', { userId: 'u1' });
    await tick();
    nc.pending[0].answer({ bundle: {} });
    expect(await reply).toEqual({ bundle: {} });
  });

  it('does not fail requests that finished before a drop, nor requests sent after the reconnect', async () => {
    const { nc, rpc } = client();
    const done = rpc.request('market.feed.status', {});
    await tick();
    nc.pending[0].answer(1);
    expect(await done).toBe(1);
    nc.emitStatus({ type: 'disconnect', server: '127.0.0.1:4222' } as Status);
    nc.emitStatus({ type: 'reconnect', server: '127.0.0.1:4222' } as Status);
    await tick();

    const later = rpc.request('market.feed.status', {});
    await tick();
    nc.pending[1].answer(2);
    expect(await later).toBe(2);
  });
});
