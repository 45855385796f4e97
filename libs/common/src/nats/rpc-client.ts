import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type Msg, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  REQUEST_ID_HEADER,
  isRpcErrorPayload,
  type RpcReply,
  type RpcRequest,
  type RpcSubject,
} from '@app/contracts';
import { RpcCallError } from '../errors/rpc-call-error.js';
import { currentRequestId } from '../logging/request-context.js';
import { NatsLiveness } from './connect.js';
import { BrotliBody, EncodedJson, responseTextOf } from './encoded-json.js';
import { CONTENT_ENCODING_HEADER, replyText } from './reply-compression.js';
import { ACCEPT_ENCODING_HEADER, BROTLI, ENVELOPE_BODY, REPLY_BODY_HEADER } from './reply-encoding.js';

export { BrotliBody, EncodedJson } from './encoded-json.js';

interface NestReply<T> {
  id: string;
  response?: T;
  err?: unknown;
  isDisposed?: boolean;
}

export interface RpcOptions {
  timeoutMs?: number;
}

/**
 * Request/reply over NATS in the wire format of Nest's NATS transport. Unlike Nest's client it fails
 * at once when no instance of the service is subscribed (503) or NATS is down (503), and always
 * within a timeout (504), so a dead service never leaves a caller hanging.
 */
export class RpcClient {
  private readonly liveness: NatsLiveness;

  constructor(
    private readonly nc: NatsConnection,
    private readonly defaultTimeoutMs: number,
  ) {
    this.liveness = new NatsLiveness(nc);
  }

  get connected(): boolean {
    return this.liveness.connected;
  }

  /** Asks the service that answers `subject`; the request and reply types come from the contracts' subject map. */
  async request<S extends RpcSubject>(subject: S, data: RpcRequest<S>, opts: RpcOptions = {}): Promise<RpcReply<S>> {
    const { text } = await this.ask(subject, data, opts);
    return this.responseOf<S>(subject, text);
  }

  /**
   * As request, but answers the reply as the service encoded it, for a caller that passes it on to an
   * HTTP client unchanged: a large answer as that client's whole body in brotli (BrotliBody), any other
   * as its JSON text (EncodedJson). Failures are thrown as request throws them.
   */
  async requestEncoded<S extends RpcSubject>(
    subject: S,
    data: RpcRequest<S>,
    opts: RpcOptions = {},
  ): Promise<EncodedJson | BrotliBody> {
    const { msg, id } = await this.send(subject, data, opts, true);
    const encoding = msg.headers?.get(CONTENT_ENCODING_HEADER) || undefined;
    // A copy: the bytes outlive this call, and the message's are a view of the connection's read buffer.
    if (encoding === BROTLI && msg.headers?.get(REPLY_BODY_HEADER) === ENVELOPE_BODY)
      return new BrotliBody(Buffer.from(msg.data));
    const text = replyText(msg.data, encoding);
    const response = responseTextOf(text, id);
    return new EncodedJson(response ?? (JSON.stringify(this.responseOf<S>(subject, text)) as string | undefined));
  }

  private async ask(subject: RpcSubject, data: unknown, opts: RpcOptions): Promise<{ text: string; id: string }> {
    const { msg, id } = await this.send(subject, data, opts, false);
    return { text: replyText(msg.data, msg.headers?.get(CONTENT_ENCODING_HEADER) || undefined), id };
  }

  private async send(
    subject: RpcSubject,
    data: unknown,
    opts: RpcOptions,
    asBody: boolean,
  ): Promise<{ msg: Msg; id: string }> {
    if (!this.liveness.connected) throw RpcCallError.unavailable(subject, 'message bus disconnected');
    const h = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) h.set(REQUEST_ID_HEADER, requestId);
    h.set(ACCEPT_ENCODING_HEADER, BROTLI);
    if (asBody) h.set(REPLY_BODY_HEADER, ENVELOPE_BODY);
    const id = randomUUID();
    const body = JSON.stringify({ pattern: subject, data: data ?? {}, id });
    // NATS keeps nothing for a subscriber that is away, so replies in flight when the connection drops
    // are lost: fail at once rather than leave the caller to wait out the timeout.
    let cancelDrop: () => void = () => undefined;
    const drop = new Promise<never>((_, reject) => {
      cancelDrop = this.liveness.onDrop(() => reject(RpcCallError.unavailable(subject, 'message bus disconnected')));
    });
    let msg;
    try {
      msg = await Promise.race([
        this.nc.request(subject, body, { timeout: opts.timeoutMs ?? this.defaultTimeoutMs, headers: h }),
        drop,
      ]);
    } catch (e) {
      throw e instanceof RpcCallError ? e : this.transportError(subject, e);
    } finally {
      cancelDrop();
    }
    return { msg, id };
  }

  private responseOf<S extends RpcSubject>(subject: S, text: string): RpcReply<S> {
    const reply = JSON.parse(text) as NestReply<RpcReply<S>>;
    if (reply.err !== undefined && reply.err !== null) {
      if (isRpcErrorPayload(reply.err)) throw new RpcCallError(reply.err, subject);
      throw new RpcCallError({ code: ErrorCode.Internal, message: 'Internal error' }, subject);
    }
    return reply.response as RpcReply<S>;
  }

  /** Fire-and-forget event in Nest's event format (no id, so no reply is expected). */
  emit<E>(subject: string, data: E): void {
    const h = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) h.set(REQUEST_ID_HEADER, requestId);
    this.nc.publish(subject, JSON.stringify({ pattern: subject, data }), { headers: h });
  }

  private transportError(subject: string, e: unknown): RpcCallError {
    const err = e as Error & { isNoResponders?: () => boolean; name?: string };
    if (typeof err.isNoResponders === 'function' && err.isNoResponders()) {
      return RpcCallError.unavailable(subject, 'no instance is running');
    }
    if (err.name === 'TimeoutError' || (err.cause as Error | undefined)?.name === 'TimeoutError') {
      return RpcCallError.timeout(subject);
    }
    return RpcCallError.unavailable(subject, err.message || 'message bus error');
  }
}
