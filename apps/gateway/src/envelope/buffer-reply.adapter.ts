import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter, except that a handler's Buffer is sent as the body it is (res.send, which still
 * sets the length, the ETag and a 304 for a fresh copy) instead of encoded as JSON: the envelope sends a
 * service's brotli body this way (see EnvelopeInterceptor).
 */
export class BufferReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number) {
    if (!Buffer.isBuffer(body)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.status(statusCode);
    return response.send(body);
  }
}
