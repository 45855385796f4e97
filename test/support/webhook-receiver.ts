import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver saw it, with its own verdict on the signature. */
export interface WebhookHit {
  id: string;
  timestamp: number;
  body: unknown;
  verified: boolean;
  headers: IncomingMessage['headers'];
}

export type WebhookReply = number | { status: number; headers: Record<string, string> };

export interface WebhookReceiver {
  url: string;
  hits: WebhookHit[];
  /** Ids accepted once each: a repeated X-Alert-Id is answered 200 and dropped, as a receiver should. */
  accepted: Set<string>;
  /** The status (and headers) to answer the n-th request (0-based) of one delivery id; 200 unless set. */
  answer: (id: string, nth: number) => WebhookReply | Promise<WebhookReply>;
  close(): Promise<void>;
}

/**
 * A webhook receiver written the way the docs tell one to be: it checks the signature with its own
 * HMAC (not the service's code), refuses timestamps older than five minutes, compares in constant time
 * and drops repeated ids.
 */
export function verifySignature(secret: string, timestamp: string, raw: string, header: string): boolean {
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`);
  const given = Buffer.from(header);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const hits: WebhookHit[] = [];
  const seen = new Map<string, number>();
  const receiver: WebhookReceiver = {
    url: '',
    hits,
    accepted: new Set(),
    answer: () => 200,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const id = String(req.headers['x-alert-id'] ?? '');
    const timestamp = String(req.headers['x-alert-timestamp'] ?? '');
    const verified = verifySignature(secret, timestamp, raw, String(req.headers['x-alert-signature'] ?? ''));
    hits.push({ id, timestamp: Number(timestamp), body: JSON.parse(raw) as unknown, verified, headers: req.headers });
    const nth = seen.get(id) ?? 0;
    seen.set(id, nth + 1);
    if (!verified) return res.writeHead(401).end();
    const reply = await receiver.answer(id, nth);
    const { status, headers } = typeof reply === 'number' ? { status: reply, headers: {} } : reply;
    if (status >= 200 && status < 300) receiver.accepted.add(id);
    res.writeHead(status, headers).end();
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/alerts`;
  return receiver;
}
