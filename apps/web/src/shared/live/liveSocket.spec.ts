import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: { error: toastError } }));

type Handler = (...args: unknown[]) => void;

/** A stand-in for socket.io-client's Socket: records options, lets the test fire events. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  managerHandlers = new Map<string, Handler[]>();
  connected = false;
  active = true;
  connects = 0;
  disconnects = 0;
  emitted: Array<[string, unknown]> = [];
  io = {
    on: (event: string, fn: Handler) =>
      void this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), fn]),
    removeAllListeners: () => this.managerHandlers.clear(),
  };
  constructor(readonly options: Record<string, unknown>) {}
  on(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.handlers.get(event) ?? []) fn(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const fn of this.managerHandlers.get(event) ?? []) fn(...args);
  }
  connect() {
    this.connects++;
  }
  disconnect() {
    this.disconnects++;
    this.connected = false;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  timeout(ms: number) {
    return {
      emitWithAck: async (event: string, body: unknown) => {
        this.emitted.push([event, { body, timeoutMs: ms }]);
        return { success: true };
      },
    };
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const s = new FakeSocket(options);
    sockets.push(s);
    return s;
  },
}));

const { liveSocket } = await import('./liveSocket');
const { priceStore } = await import('./priceStore');

beforeEach(() => {
  vi.useFakeTimers();
  sockets.length = 0;
  toastError.mockReset();
});
afterEach(() => {
  liveSocket.disconnect();
  vi.useRealTimers();
});

const current = () => sockets[sockets.length - 1]!;

describe('the live connection', () => {
  it('opens one cookie socket with the reconnect policy (5 tries, 1 s doubling to 10 s), in batch mode', () => {
    liveSocket.connect();
    const o = current().options;
    expect(o).toMatchObject({
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      withCredentials: true,
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10000,
      randomizationFactor: 0,
      timeout: 30000,
      auth: { batch: true },
    });
    expect(liveSocket.getSnapshot().state).toBe('connecting');
    liveSocket.connect();
    expect(sockets).toHaveLength(1);
  });

  it('reports Live on connect and Offline when the server closes it', () => {
    liveSocket.connect();
    current().connected = true;
    current().fire('connect');
    expect(liveSocket.getSnapshot().state).toBe('connected');
    current().active = false;
    current().fire('disconnect', 'io server disconnect');
    expect(liveSocket.getSnapshot()).toMatchObject({ state: 'disconnected', reason: 'io server disconnect' });
  });

  it('puts batched and single ticks into the price store', () => {
    liveSocket.connect();
    current().fire('market_data_batch', [{ instrument_token: 11, last_price: 10, change_percent: 1 }]);
    current().fire('market_data', { instrument_token: 12, last_price: 20, change_percent: -1 });
    expect(priceStore.get(11)?.last_price).toBe(10);
    expect(priceStore.get(12)?.last_price).toBe(20);
  });

  it('reconnects after 1 s on a 1006 error instead of showing it', () => {
    liveSocket.connect();
    const first = current();
    first.fire('websocket_error', { error: 'Connection closed abnormally (1006)' });
    expect(toastError).not.toHaveBeenCalled();
    expect(first.disconnects).toBe(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(current().connects).toBe(1);
  });

  it('shows any other socket error in a toast', () => {
    liveSocket.connect();
    current().fire('websocket_error', { error: 'feed rejected the token' });
    current().fire('websocket_error', {});
    expect(toastError).toHaveBeenCalledWith('WebSocket connection error: feed rejected the token', expect.anything());
    expect(toastError).toHaveBeenCalledWith('WebSocket connection error: Unknown error', expect.anything());
  });

  it('gives up after the attempts with "Failed to connect to real-time data"', () => {
    liveSocket.connect();
    current().fireManager('reconnect_failed');
    expect(toastError).toHaveBeenCalledWith('Failed to connect to real-time data', expect.anything());
    expect(liveSocket.getSnapshot().state).toBe('disconnected');
  });

  it('renews the session and retries, 1 s doubling, when the handshake is refused', async () => {
    const renew = vi.fn(async () => true);
    liveSocket.renewSession = renew;
    liveSocket.connect();
    const s = current();
    s.active = false;
    s.fire('connect_error', new Error('unauthorized'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(s.connects).toBe(2);
    s.fire('connect_error', new Error('unauthorized'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(s.connects).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.connects).toBe(3);
  });

  it('tests the connection with a 5 s acknowledgement', async () => {
    liveSocket.connect();
    current().connected = true;
    await expect(liveSocket.testConnection()).resolves.toBe(true);
    expect(current().emitted[0]).toEqual(['test_connection', { body: {}, timeoutMs: 5000 }]);
  });

  it('hands target alerts to their listeners', () => {
    const seen = vi.fn();
    const off = liveSocket.onTargetAlert(seen);
    liveSocket.connect();
    current().fire('target_alert', { id: 'a1', tradingsymbol: 'INFY' });
    expect(seen).toHaveBeenCalledWith({ id: 'a1', tradingsymbol: 'INFY' });
    off();
  });
});
