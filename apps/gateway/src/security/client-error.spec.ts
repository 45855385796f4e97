import { describe, expect, it } from '@jest/globals';
import { clientErrorResponse } from './client-error.js';

const parse = (raw: string) => {
  const [head, body] = raw.split('\r\n\r\n');
  return {
    statusLine: head.split('\r\n')[0],
    headers: head.split('\r\n').slice(1),
    body: JSON.parse(body) as unknown,
    length: Buffer.byteLength(body),
  };
};

describe('clientErrorResponse', () => {
  it('answers oversized headers with 431 in the error envelope', () => {
    const r = parse(clientErrorResponse('HPE_HEADER_OVERFLOW'));
    expect(r.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(r.body).toEqual({ success: false, error: 'Request line or headers are too large' });
    expect(r.headers).toContain(`Content-Length: ${r.length}`);
    expect(r.headers).toContain('Connection: close');
  });

  it('answers any other parse failure with 400 in the error envelope', () => {
    const r = parse(clientErrorResponse('HPE_INVALID_METHOD'));
    expect(r.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(r.body).toEqual({ success: false, error: 'Malformed HTTP request' });
  });
});
