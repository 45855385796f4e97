import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** http_ece ships no types: the one call used here. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | undefined>;
  /** The VAPID token's claims, after its ES256 signature checked out with the server's public key. */
  claims: { aud: string; exp: number; sub: string };
  /** The body, decrypted with the subscription's private key and auth secret. */
  plaintext: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  /** Problems a push had (a bad signature, a wrong audience, a body that did not decrypt). */
  refused: string[];
  /** A browser's subscription at this service, with a key pair made here; `status` is what a push gets. */
  subscribe(status?: number): TestSubscription;
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** Checks `vapid t=<jwt>, k=<key>`: signed ES256 by `vapidPublicKey`, for this service's origin, unexpired. */
function checkVapid(header: string | undefined, vapidPublicKey: string, origin: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = m;
  if (k !== vapidPublicKey) throw new Error('the k= key is not the server VAPID key');
  const [head, payload, signature] = jwt!.split('.');
  if (JSON.parse(Buffer.from(head!, 'base64url').toString()).alg !== 'ES256') throw new Error('alg is not ES256');
  const raw = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${payload}`);
  const sig = Buffer.from(signature!, 'base64url');
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
  return claims;
}

/**
 * A local push service: takes the web push POST at a subscription's endpoint, checks its VAPID
 * signature and decrypts its aes128gcm body as the browser would; answers 201, or the status the
 * subscription was given (410: the browser unsubscribed).
 */
export async function startPushService(vapidPublicKey: string): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const browsers = new Map<string, { ecdh: ECDH; auth: string; status: number }>();
  let url = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const browser = browsers.get(path);
      if (!browser) return void res.writeHead(404).end();
      try {
        const claims = checkVapid(req.headers.authorization, vapidPublicKey, url);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const body = Buffer.concat(chunks);
        const plaintext = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
          .toString('utf8');
        const headers = Object.fromEntries(
          ['ttl', 'urgency', 'topic'].map((h) => [h, req.headers[h] as string | undefined]),
        );
        received.push({ path, headers, claims, plaintext });
        res.writeHead(browser.status).end();
      } catch (e) {
        refused.push((e as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    refused,
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const path = `/push/${b64url(randomBytes(12))}`;
      browsers.set(path, { ecdh, auth, status });
      return { endpoint: `${url}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
