import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { PermanentDeliveryError } from './channel-sender.js';
import { refusedAddressReason } from './webhook-target.js';

/**
 * The connection's own name lookup, refusing private answers: the address checked is the address
 * connected to, so a name that resolves to a public address once and a private one next cannot slip by.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.map((a) => refusedAddressReason(a.address)).find(Boolean);
    if (refused) return callback(new PermanentDeliveryError(refused), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The receiver's answer: its status, and its Retry-After header when it sent one. */
export interface WebhookAnswer {
  status: number;
  retryAfter?: string;
}

/** POSTs once; answers the status. Connection errors and timeouts throw (retried); a refused target throws permanent. */
export function postWebhook({ url, headers, body, timeoutMs, allowPrivate }: WebhookPost): Promise<WebhookAnswer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new PermanentDeliveryError('the webhook URL is not a URL'));
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return Promise.reject(new PermanentDeliveryError('the webhook URL must be http(s)'));
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host)) {
    const refused = refusedAddressReason(host);
    if (refused) return Promise.reject(new PermanentDeliveryError(refused));
  }
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    signal: AbortSignal.timeout(timeoutMs),
    ...(allowPrivate ? {} : { lookup: guardedLookup }),
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const req = send(target, options, (res) => {
      res.resume();
      const retryAfter = res.headers['retry-after'];
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(retryAfter ? { retryAfter } : {}) }));
      res.on('error', reject);
    });
    req.on('error', (e: Error & { code?: string }) => {
      if (e instanceof PermanentDeliveryError) return reject(e);
      if (e.name === 'AbortError' || e.name === 'TimeoutError')
        return reject(new Error(`no answer within ${timeoutMs} ms`));
      reject(new Error(`could not reach the webhook (${e.code ?? e.message})`));
    });
    req.end(body);
  });
}
