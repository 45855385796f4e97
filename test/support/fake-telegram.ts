import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotApiCall {
  method: string;
  token: string;
  body: Record<string, unknown>;
}

interface Update {
  update_id: number;
  message: { message_id: number; text: string; chat: { id: number; type: 'private' } };
}

export interface FakeTelegram {
  /** TELEGRAM_API_URL for the service under test. */
  url: string;
  calls: BotApiCall[];
  /** The user writes `text` to the bot from this chat; the next getUpdates answers it. */
  userWrites(chatId: number, text: string): void;
  /** The next sendMessage calls answer this status (Telegram's error shape), one call each. */
  failNextSends(...statuses: number[]): void;
  sent(): { chat_id: string; text: string }[];
  /** The most getUpdates calls that were open at one time (Telegram allows one poller per bot). */
  maxConcurrentPolls(): number;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

/** What a 429 asks the bot to wait, in seconds (Telegram's flood control). */
export const FLOOD_RETRY_AFTER_S = 600;

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad Request: chat not found',
  403: 'Forbidden: bot was blocked by the user',
  429: `Too Many Requests: retry after ${FLOOD_RETRY_AFTER_S}`,
  500: 'Internal Server Error',
};
/** Telegram names the wait of a 429 in `parameters`, beside the description. */
const PARAMETERS: Record<number, object> = { 429: { retry_after: FLOOD_RETRY_AFTER_S } };

/**
 * A local Bot API: `POST /bot<token>/getUpdates` long-polls (holding the request up to `timeout`
 * seconds until an update past `offset` exists) and `POST /bot<token>/sendMessage` records the message.
 * Every call is recorded with the token it came with.
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: BotApiCall[] = [];
  const updates: Update[] = [];
  const waiting = new Set<() => void>();
  const failures: number[] = [];
  let nextId = 1000;
  let polling = 0;
  let maxPolling = 0;

  const pending = (offset: number) => updates.filter((u) => u.update_id >= offset);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      const body = await readJson(req);
      const answer = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      if (!m) return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      const [, token, method] = m;
      calls.push({ method: method!, token: token!, body });
      if (method === 'sendMessage') {
        const status = failures.shift();
        if (status)
          return answer(status, {
            ok: false,
            error_code: status,
            description: DESCRIPTIONS[status],
            ...(PARAMETERS[status] ? { parameters: PARAMETERS[status] } : {}),
          });
        return answer(200, { ok: true, result: { message_id: nextId++, text: body.text } });
      }
      if (method !== 'getUpdates') return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      const offset = Number(body.offset ?? 0);
      const timeoutMs = Number(body.timeout ?? 0) * 1000;
      polling++;
      maxPolling = Math.max(maxPolling, polling);
      res.on('close', () => polling--);
      if (pending(offset).length === 0 && timeoutMs > 0) {
        await new Promise<void>((resolve) => {
          const wake = () => (clearTimeout(timer), waiting.delete(wake), resolve());
          const timer = setTimeout(wake, timeoutMs);
          waiting.add(wake);
          req.on('close', wake);
        });
      }
      if (!res.writableEnded && !res.destroyed) answer(200, { ok: true, result: pending(offset) });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    userWrites(chatId, text) {
      updates.push({
        update_id: nextId++,
        message: { message_id: nextId++, text, chat: { id: chatId, type: 'private' } },
      });
      for (const wake of [...waiting]) wake();
    },
    failNextSends(...statuses) {
      failures.push(...statuses);
    },
    sent: () =>
      calls
        .filter((c) => c.method === 'sendMessage')
        .map((c) => ({ chat_id: String(c.body.chat_id), text: String(c.body.text) })),
    maxConcurrentPolls: () => maxPolling,
    close: () => {
      for (const wake of [...waiting]) wake();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
