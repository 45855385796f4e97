import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** The raw HTTP answer for a request Node refused before Express saw it, in the API's error envelope. */
export function clientErrorResponse(code: string | undefined): string {
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    success: false,
    error: status === 431 ? 'Request line or headers are too large' : 'Malformed HTTP request',
  });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node answers an oversized request line or headers, or a malformed request, with a bare 431/400
 * and no body; this gives those answers the same envelope as every other failure.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(err.code));
  });
}
