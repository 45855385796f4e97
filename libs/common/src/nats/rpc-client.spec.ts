import { describe, expect, it } from '@jest/globals';
import type { Msg, NatsConnection, Status } from '@nats-io/transport-node';
import { ErrorCode } from '@app/contracts';
import { RpcCallError } from '../errors/rpc-call-error.js';
import { RpcClient } from './rpc-client.js';

/** The parts of a NATS connection the client uses: a status stream the test drives, and requests it answers by hand. */
class FakeConnection {
  private readonly waiting: ((s: IteratorResult<Status>) => void)[] = [];
  private readonly queued: Status[] = [];
  private readonly closedPromise = new Promise<void | Error>(() => undefined);
  readonly pending: {
    subject: string;
    answer(response: unknown): void;
    answerText(text: (id: string) => string): void;
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

  request(subject: string, body: string): Promise<Msg> {
    const { id } = JSON.parse(body) as { id: string };
    return new Promise((resolve) => {
      const answerText = (text: (id: string) => string) =>
        resolve({ data: new TextEncoder().encode(text(id)), headers: undefined } as unknown as Msg);
      this.pending.push({
        subject,
        answer: (response) => answerText(() => JSON.stringify({ id, response })),
        answerText,
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
