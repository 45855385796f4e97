import { NatsRecord, NatsRecordBuilder, type Serializer } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { ErrorCode } from '@app/contracts';
import {
  BROTLI,
  CONTENT_ENCODING_HEADER,
  GZIP,
  compressReply,
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

/**
 * Nest's NATS reply serializer compressing large replies (a user with thousands of positions), so
 * they fit NATS's message limit: brotli for a caller that reads it (see BrotliCallers), else gzip. A
 * reply that still does not fit becomes an error reply at once, instead of a publish that fails and
 * leaves the caller waiting for its timeout.
 */
export class CompressingNatsSerializer implements Serializer {
  constructor(private readonly brotliCallers?: BrotliCallers) {}

  serialize(packet: unknown): Serialized {
    const { id, isDisposed } = (packet ?? {}) as { id?: string; isDisposed?: boolean };
    const brotli = this.brotliCallers?.reads(id, isDisposed === true) ?? false;
    const out = serializeRecord(packet);
    // UTF-8 takes at most three bytes a character, so a short text cannot reach the limit.
    if (typeof out.data !== 'string' || out.data.length * 3 < COMPRESS_FROM_BYTES) return out;
    // Encoded once here: NATS sends these bytes as they are instead of encoding the text again, and the
    // compressor reads them.
    const plain = Buffer.from(out.data);
    if (plain.byteLength < COMPRESS_FROM_BYTES) return { ...out, data: plain };
    const encoding = brotli ? BROTLI : GZIP;
    const zipped = compressReply(plain, encoding);
    if (zipped.byteLength > MAX_REPLY_BYTES) {
      return {
        data: JSON.stringify({
          id,
          err: { code: ErrorCode.Internal, message: 'The answer is too large to send' },
          isDisposed: true,
        }),
      };
    }
    const headers = out.headers ?? natsHeaders();
    headers.set(CONTENT_ENCODING_HEADER, encoding);
    return { data: new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), headers };
  }
}

/** The JSON text of a reply, undoing the compression the service applied. */
export function replyText(data: Uint8Array, encoding: string | undefined): string {
  return decompressReply(data, encoding).toString('utf8');
}
