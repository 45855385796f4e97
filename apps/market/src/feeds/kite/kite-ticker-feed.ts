import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { WebSocket, type RawData } from 'ws';
import type { FeedState, FeedStatus, Instrument, Tick } from '@app/contracts';
import type { FeedListener, MarketFeed } from '../market-feed.js';
import { reconnectDelay } from './kite-backoff.js';
import { MAX_TOKENS_PER_MESSAGE, parseTextMessage, subscribeMessages, unsubscribeMessages } from './kite-messages.js';
import { parsePacket, splitFrame } from './kite-packet-parser.js';
import { knownQuoteOf, toTick, type KnownQuote } from './kite-tick.js';

export interface KiteTickerFeedOptions {
  apiKey: string;
  accessToken: string;
  /** The ticker endpoint, wss://ws.kite.trade in production. */
  url: string;
  /** Silence (not even a heartbeat) after which the connection counts as dead. */
  readTimeoutMs?: number;
  /** First reconnect delay; it doubles with each failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Limit on the opening handshake. */
  connectTimeoutMs?: number;
  /** How long stop() waits for the close handshake before dropping the socket. */
  closeTimeoutMs?: number;
  logger?: Logger;
  now?: () => Date;
}

type Timings = Required<
  Pick<KiteTickerFeedOptions, 'readTimeoutMs' | 'minDelayMs' | 'maxDelayMs' | 'connectTimeoutMs' | 'closeTimeoutMs'>
>;

// The official SDKs' choices: 5 s read timeout, 60 s back-off cap, 7 s connect timeout.
const DEFAULT_TIMINGS: Timings = {
  readTimeoutMs: 5000,
  minDelayMs: 1000,
  maxDelayMs: 60000,
  connectTimeoutMs: 7000,
  closeTimeoutMs: 1000,
};

/**
 * Live ticks from Kite Connect's WebSocket ticker, in full mode. Reconnects for as long as it runs, with
 * exponential back-off, and resubscribes every token it was asked for.
 */
export class KiteTickerFeed implements MarketFeed {
  readonly kind = 'kite' as const;
  private readonly endpoint: URL;
  private readonly timings: Timings;
  private readonly log?: Logger;
  private readonly now: () => Date;
  private readonly tokens = new Set<number>();
  /** Last range and volume per token, for ltp packets that carry neither. */
  private readonly known = new Map<number, KnownQuote>();
  private listener?: FeedListener;
  private socket?: WebSocket;
  private running = false;
  private state: FeedState = 'stopped';
  private stateMessage?: string;
  /** Why the current connection failed, reported when it closes. */
  private problem?: string;
  private attempt = 0;
  private reconnectTimer?: NodeJS.Timeout;
  private readTimer?: NodeJS.Timeout;
  private lastTickAt: string | null = null;

  constructor(options: KiteTickerFeedOptions) {
    const { apiKey, accessToken, url, logger, now, ...timings } = options;
    this.endpoint = new URL(url);
    this.endpoint.searchParams.set('api_key', apiKey);
    this.endpoint.searchParams.set('access_token', accessToken);
    this.timings = { ...DEFAULT_TIMINGS, ...definedOnly(timings) };
    this.log = logger;
    this.now = now ?? (() => new Date());
  }

  async start(instruments: Instrument[], listener: FeedListener): Promise<void> {
    await this.stop();
    this.tokens.clear();
    this.known.clear();
    this.listener = listener;
    this.running = true;
    this.attempt = 0;
    this.subscribe(instruments);
    this.connect();
  }

  async stop(): Promise<void> {
    if (!this.running && !this.socket) return;
    this.running = false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.clearReadTimer();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) await closeSocket(socket, this.timings.closeTimeoutMs);
    this.setState('stopped');
    this.listener = undefined;
  }

  subscribe(instruments: Instrument[]): void {
    const added = [...new Set(instruments.map((i) => i.instrument_token))].filter((t) => !this.tokens.has(t));
    for (const token of added) this.tokens.add(token);
    if (added.length > 0 && this.tokens.size > MAX_TOKENS_PER_MESSAGE) {
      this.log?.warn(
        { subscribed: this.tokens.size },
        `kite ticker: more than ${MAX_TOKENS_PER_MESSAGE} instruments on one connection`,
      );
    }
    this.send(subscribeMessages(added));
  }

  unsubscribe(tokens: number[]): void {
    const removed = tokens.filter((t) => this.tokens.delete(t));
    for (const token of removed) this.known.delete(token);
    this.send(unsubscribeMessages(removed));
  }

  status(): FeedStatus {
    const status: FeedStatus = {
      feed: 'kite',
      state: this.state,
      connected: this.state === 'connected',
      subscribed: this.tokens.size,
      last_tick_at: this.lastTickAt,
    };
    return this.stateMessage ? { ...status, message: this.stateMessage } : status;
  }

  private connect(): void {
    this.reconnectTimer = undefined;
    if (!this.running) return;
    this.problem = undefined;
    this.setState('connecting');
    const socket = new WebSocket(this.endpoint, {
      headers: { 'X-Kite-Version': '3' },
      handshakeTimeout: this.timings.connectTimeoutMs,
    });
    this.socket = socket;
    // Events of a replaced or stopped socket must not touch the feed; its error listener stays so ws never throws.
    const current = () => socket === this.socket;
    socket.on('open', () => {
      if (current()) this.onOpen();
    });
    socket.on('message', (data, isBinary) => {
      if (current()) this.onMessage(data, isBinary);
    });
    socket.on('unexpected-response', (_req, res) => this.onRejected(socket, res));
    socket.on('error', (err) => {
      if (current()) this.onSocketError(err);
    });
    socket.on('close', (code, reason) => {
      if (current()) this.onClose(code, reason.toString());
    });
  }

  private onOpen(): void {
    this.attempt = 0;
    this.log?.info({ subscribed: this.tokens.size }, 'kite ticker connected');
    this.setState('connected');
    this.send(subscribeMessages([...this.tokens]));
    this.readTimer = setTimeout(() => this.onSilence(), this.timings.readTimeoutMs);
    this.readTimer.unref();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    // Heartbeats count: any message proves the connection alive.
    this.readTimer?.refresh();
    try {
      if (isBinary) this.onFrame(toBuffer(data));
      else this.onText(toBuffer(data).toString('utf8'));
    } catch (e) {
      this.log?.error({ err: e }, 'kite ticker: frame handling failed');
      this.listener?.error(`kite ticker: frame handling failed: ${(e as Error).message}`);
    }
  }

  private onFrame(buf: Buffer): void {
    const now = this.now();
    const ticks: Tick[] = [];
    for (const packet of splitFrame(buf)) {
      const kite = parsePacket(packet);
      if (!kite) {
        this.log?.debug({ length: packet.length }, 'kite ticker: packet of unknown length skipped');
        continue;
      }
      // The server may still send a few ticks of a token after its unsubscribe.
      if (!this.tokens.has(kite.instrument_token)) continue;
      const previous = this.known.get(kite.instrument_token);
      const remembered = knownQuoteOf(kite, previous);
      if (remembered) this.known.set(kite.instrument_token, remembered);
      ticks.push(toTick(kite, { known: previous, now }));
    }
    if (ticks.length === 0) return;
    this.lastTickAt = now.toISOString();
    this.listener?.ticks(ticks);
  }

  private onText(text: string): void {
    const message = parseTextMessage(text);
    if (!message) this.log?.warn({ text: text.slice(0, 200) }, 'kite ticker: unrecognised text message');
    else if (message.type === 'error') this.listener?.error(message.data);
    else if (message.type === 'message') this.log?.info({ message: message.data }, 'kite ticker: broker message');
    // An order update of the session's account: handed on as received (its checksum is checked by the
    // portfolio) and never logged, since it carries the account's order details.
    else if (isRecord(message.data)) this.listener?.order?.(message.data);
    else this.log?.warn('kite ticker: order message without an object payload');
  }

  private onRejected(socket: WebSocket, res: IncomingMessage): void {
    res.resume();
    socket.terminate();
    if (socket !== this.socket) return;
    const code = res.statusCode ?? 0;
    this.problem =
      code === 403
        ? 'kite ticker refused the connection (HTTP 403): the access token is invalid or expired, or the API key is wrong; check KITE_API_KEY and KITE_ACCESS_TOKEN (or reconnect the feed account)'
        : `kite ticker refused the connection (HTTP ${code} ${res.statusMessage ?? ''})`.trimEnd();
    this.log?.error({ status: code }, this.problem);
    this.listener?.error(this.problem);
    this.listener?.rejected?.(code);
  }

  private onSocketError(err: Error): void {
    this.problem ??= `kite ticker connection failed: ${err.message}`;
    this.log?.warn({ err: err.message }, 'kite ticker socket error');
  }

  private onSilence(): void {
    this.problem = `kite ticker sent nothing for ${this.timings.readTimeoutMs} ms`;
    this.log?.warn(this.problem);
    this.socket?.terminate();
  }

  private onClose(code: number, reason: string): void {
    this.socket = undefined;
    this.clearReadTimer();
    if (!this.running) return;
    this.setState(
      'disconnected',
      this.problem ?? `kite ticker closed the connection (code ${code}${reason ? `: ${reason}` : ''})`,
    );
    const delay = reconnectDelay(this.attempt, this.timings.minDelayMs, this.timings.maxDelayMs);
    this.attempt += 1;
    this.log?.warn({ attempt: this.attempt, delayMs: delay, reason: this.stateMessage }, 'kite ticker reconnecting');
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
    this.reconnectTimer.unref();
  }

  private send(messages: string[]): void {
    const socket = this.socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    for (const message of messages) socket.send(message);
  }

  private setState(state: FeedState, message?: string): void {
    this.state = state;
    this.stateMessage = message;
    this.listener?.status(this.status());
  }

  private clearReadTimer(): void {
    clearTimeout(this.readTimer);
    this.readTimer = undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Closes with a close handshake, or drops the socket if the server does not answer in time. */
function closeSocket(socket: WebSocket, timeoutMs: number): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(1000);
  });
}
