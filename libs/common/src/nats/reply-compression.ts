import { NatsRecord, NatsRecordBuilder, type Serializer } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { ErrorCode } from '@app/contracts';
import {
  BROTLI,
  CONTENT_ENCODING_HEADER,
  ENVELOPE_BODY,
  GZIP,
  REPLY_BODY_HEADER,
  compressReply,
  dataEnvelopeText,
  decompressReply,
  type BrotliCallers,
} from './reply-encoding.js';

export { CONTENT_ENCODING_HEADER } from './reply-encoding.js';

/** Replies larger than this are compressed (JSON of rows shrinks about tenfold). */
export const COMPRESS_FROM_BYTES = 64 * 1024;
/** NATS refuses messages over its max_payload (1 MB by default); stay below it with room for headers. */
export const MAX_REPLY_BYTES = 1024 * 1024 - 16 * 1024;

interface Serialized {
  data: string | Uint8Array;
  headers?: MsgHdrs;
}

/** Nest's own NATS record serialization (the packet as JSON, headers alongside). */
function serializeRecord(packet: unknown): Serialized {
  const p = (packet ?? {}) as { data?: unknown; headers?: unknown };
  const record = p.data instanceof NatsRecord ? p.data : new NatsRecordBuilder(p.data).setHeaders(p.headers).build();
  return { data: JSON.stringify({ ...p, data: record.data }), headers: record.headers as MsgHdrs | undefined };
}

interface ReplyPacket {
  id?: string;
  isDisposed?: boolean;
  response?: unknown;
  err?: unknown;
}

// UTF-8 takes at most three bytes a character, so a shorter text cannot reach the threshold.
const isShort = (text: string) => text.length * 3 < COMPRESS_FROM_BYTES;

const tooLarge = (id: string | undefined): Serialized => ({
  data: JSON.stringify({
    id,
    err: { code: ErrorCode.Internal, message: 'The answer is too large to send' },
    isDisposed: true,
  }),
});

/**
 * Nest's NATS reply serializer compressing large replies (a user with thousands of positions), so
 * they fit NATS's message limit: brotli for a caller that reads it (see BrotliCallers), else gzip. A
 * caller that passes the answer on to an HTTP client as it is gets a large successful answer as that
 * client's whole body in brotli, which it can send without reading. A reply that still does not fit
 * becomes an error reply at once, instead of a publish that fails and leaves the caller waiting for its
 * timeout.
 */
export class CompressingNatsSerializer implements Serializer {
  constructor(private readonly brotliCallers?: BrotliCallers) {}

  serialize(packet: unknown): Serialized {
    const p = (packet ?? {}) as ReplyPacket;
    const asBody = this.brotliCallers?.takesBody(p.id) ?? false;
    const brotli = this.brotliCallers?.reads(p.id, p.isDisposed === true) ?? false;
    if (asBody && brotli) {
      const body = this.envelopeBody(p);
      if (body) return body;
    }
    const out = serializeRecord(packet);
    if (typeof out.data !== 'string' || isShort(out.data)) return out;
    // Encoded once here: NATS sends these bytes as they are instead of encoding the text again, and the
    // compressor reads them.
    const plain = Buffer.from(out.data);
    if (plain.byteLength < COMPRESS_FROM_BYTES) return { ...out, data: plain };
    return this.compressed(plain, brotli ? BROTLI : GZIP, p.id, out.headers ?? natsHeaders());
  }

  /**
   * A large, successful, last answer as the HTTP body `{"success":true,"data":R}` in brotli; undefined
   * for anything else (an error, a small answer, a record with headers), which goes in Nest's packet.
   */
  private envelopeBody(p: ReplyPacket): Serialized | undefined {
    const { response } = p;
    if (p.isDisposed !== true || (p.err !== undefined && p.err !== null) || response === undefined) return undefined;
    if (response instanceof NatsRecord) return undefined;
    const text = dataEnvelopeText(JSON.stringify(response));
    if (isShort(text)) return undefined;
    const plain = Buffer.from(text);
    if (plain.byteLength < COMPRESS_FROM_BYTES) return undefined;
    const headers = natsHeaders();
    headers.set(REPLY_BODY_HEADER, ENVELOPE_BODY);
    return this.compressed(plain, BROTLI, p.id, headers);
  }

  private compressed(plain: Buffer, encoding: typeof BROTLI | typeof GZIP, id: string | undefined, headers: MsgHdrs) {
    const zipped = compressReply(plain, encoding);
    if (zipped.byteLength > MAX_REPLY_BYTES) return tooLarge(id);
    headers.set(CONTENT_ENCODING_HEADER, encoding);
    return { data: new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), headers };
  }
}

/** The JSON text of a reply, undoing the compression the service applied. */
export function replyText(data: Uint8Array, encoding: string | undefined): string {
  return decompressReply(data, encoding).toString('utf8');
}
