import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { OrderUpdatePush } from '@app/contracts/live/socket-events';
import type { Order } from '@app/contracts/portfolio/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { OrdersPanel } from './OrdersPanel';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const socket = vi.hoisted(() => ({
  listeners: new Set<(p: OrderUpdatePush) => void>(),
  snapshot: { state: 'connected', reason: null, lastHeartbeatAt: null, feed: null, attempts: 0 },
}));
vi.mock('../../shared/live/liveSocket', () => ({
  liveSocket: {
    onOrderUpdate: (fn: (p: OrderUpdatePush) => void) => {
      socket.listeners.add(fn);
      return () => socket.listeners.delete(fn);
    },
    subscribe: () => () => undefined,
    getSnapshot: () => socket.snapshot,
  },
}));

const order = (over: Partial<Order> = {}): Order => ({
  order_id: '250101000000001',
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  instrument_token: 408065,
  transaction_type: 'BUY',
  order_type: 'MARKET',
  product: 'CNC',
  quantity: 5,
  price: null,
  status: 'PUT ORDER REQ RECEIVED',
  status_message: null,
  average_price: null,
  filled_quantity: 0,
  order_timestamp: '2026-11-24T10:00:00+05:30',
  exchange_timestamp: null,
  ...over,
});
const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, data: body }), { headers: { 'Content-Type': 'application/json' } });
let ordersFetched = 0;

beforeEach(() => {
  ordersFetched = 0;
  socket.listeners.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      if (path === '/api/orders') {
        ordersFetched += 1;
        return json({ orders: [order()], source: 'kite' });
      }
      if (path === '/api/broker/status') return json({ broker: { state: 'connected', source: 'kite' } });
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const push = (p: OrderUpdatePush) => act(() => socket.listeners.forEach((fn) => fn(p)));

function renderPanel() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter>
          <OrdersPanel />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('the live order book', () => {
  it('says the book is Zerodha’s and shows Kite’s in-between state as pending', async () => {
    renderPanel();
    const status = await screen.findByTestId('order-status-250101000000001');
    expect(status).toHaveTextContent('Put order req received');
    expect(screen.getByTestId('source-badge')).toHaveTextContent('Live · Zerodha');
    expect(screen.getByText(/1 order · 1 pending/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order for INFY' })).toBeInTheDocument();
  });

  it('moves an order to COMPLETE on its push, without asking the server again', async () => {
    renderPanel();
    await screen.findByTestId('order-status-250101000000001');
    const before = ordersFetched;
    await push({ source: 'kite', order: order({ status: 'OPEN' }) });
    await push({ source: 'kite', order: order({ status: 'COMPLETE', filled_quantity: 5, average_price: 1502.5 }) });
    expect(screen.getByTestId('order-status-250101000000001')).toHaveTextContent('Complete');
    expect(screen.getByText(/1 order · 0 pending/)).toBeInTheDocument();
    expect(ordersFetched).toBe(before);
  });

  it('shows Kite’s reason for a rejection', async () => {
    renderPanel();
    await screen.findByTestId('order-status-250101000000001');
    await push({
      source: 'kite',
      order: order({ status: 'REJECTED', status_message: 'Insufficient funds. Required margin is 7510.00' }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('order-status-250101000000001')).toHaveTextContent(
        'RejectedReason: Insufficient funds. Required margin is 7510.00',
      ),
    );
  });
});
