import { BROTLI, decompressReply } from './reply-encoding.js';

/**
 * A reply already encoded as JSON text by the service that made it. The gateway splices it into its
 * envelope as it is: parsing a list of thousands of rows only to encode the same text again is most of
 * what a large answer costs the gateway.
 */
export class EncodedJson {
  /** `text` is undefined for a reply with no value (JSON has no text for undefined). */
  constructor(readonly text: string | undefined) {}
}

/**
 * A large answer the service wrote as the HTTP client's whole body (`{"success":true,"data":R}`) in
 * brotli. The gateway sends these bytes as they are to a client that reads brotli, so it neither
 * decompresses nor encodes a list of thousands of rows; for any other client it decompresses them.
 */
export class BrotliBody {
  constructor(readonly bytes: Buffer) {}

  /** The body as JSON text. */
  text(): string {
    return decompressReply(this.bytes, BROTLI).toString('utf8');
  }
}

/**
 * The `response` of a Nest reply as the services' serializer writes it, `{"response":R,"isDisposed":true,
 * "id":"<id>"}` (Nest's key order), cut out as text; undefined for anything else (an error, another
 * layout), which the caller then parses in full. Both ends are checked against what this caller sent, so
 * what is left is exactly the text JSON.stringify made of the response.
 */
export function responseTextOf(reply: string, id: string): string | undefined {
  const head = '{"response":';
  const tail = `,"isDisposed":true,"id":${JSON.stringify(id)}}`;
  if (reply.length <= head.length + tail.length || !reply.startsWith(head) || !reply.endsWith(tail)) return undefined;
  return reply.slice(head.length, reply.length - tail.length);
}
