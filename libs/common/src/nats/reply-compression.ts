import { gunzipSync, gzipSync } from 'node:zlib';
import { NatsRecord, NatsRecordBuilder, type Serializer } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { ErrorCode } from '@app/contracts';

/** Replies larger than this are gzipped (JSON of rows shrinks about tenfold). */
export const COMPRESS_FROM_BYTES = 64 * 1024;
/** NATS refuses messages over its max_payload (1 MB by default); stay below it with room for headers. */
export const MAX_REPLY_BYTES = 1024 * 1024 - 16 * 1024;
export const CONTENT_ENCODING_HEADER = 'content-encoding';

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
 * Nest's NATS reply serializer with gzip for large replies (a user with thousands of positions), so
 * they fit NATS's message limit. A reply that still does not fit becomes an error reply at once, instead
 * of a publish that fails and leaves the caller waiting for its timeout.
 */
export class CompressingNatsSerializer implements Serializer {
  serialize(packet: unknown): Serialized {
    const out = serializeRecord(packet);
    if (typeof out.data !== 'string' || Buffer.byteLength(out.data) < COMPRESS_FROM_BYTES) return out;
    const zipped = gzipSync(out.data, { level: 4 });
    if (zipped.byteLength > MAX_REPLY_BYTES) {
      const id = (packet as { id?: string } | null)?.id;
      return {
        data: JSON.stringify({
          id,
          err: { code: ErrorCode.Internal, message: 'The answer is too large to send' },
          isDisposed: true,
        }),
      };
    }
    const headers = out.headers ?? natsHeaders();
    headers.set(CONTENT_ENCODING_HEADER, 'gzip');
    return { data: new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), headers };
  }
}

/** The JSON text of a reply, unzipping it when the service compressed it. */
export function replyText(data: Uint8Array, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(data).toString('utf8');
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
}
