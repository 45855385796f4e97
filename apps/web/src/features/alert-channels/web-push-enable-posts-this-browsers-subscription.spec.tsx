import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertChannelsPanel } from './AlertChannelsPanel';
import { fakeChannelsServer, NOTHING_SET_UP } from './fakeChannelsServer';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toasts }));

const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.net/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BPubKeyOfTheBrowser', auth: 'AuthSecret16' },
};

/** A browser's push machinery: one registration whose push manager remembers its subscription. */
function fakePushBrowser(permission: NotificationPermission) {
  let current: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON: () => unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: SUBSCRIPTION_JSON.endpoint,
      options: { applicationServerKey: options.applicationServerKey.slice().buffer },
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('isSecureContext', true);
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  return { subscribe, requestPermission };
}

beforeEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push on this browser', () => {
  it('asks permission, subscribes with the decoded VAPID key and posts the endpoint and keys of subscription.toJSON()', async () => {
    const browser = fakePushBrowser('granted');
    const server = fakeChannelsServer(NOTHING_SET_UP, (_call, view) => ({
      channels: { ...view, web_push: { ...view.web_push, subscriptions: 1 } },
    }));
    render(<AlertChannelsPanel />);
    const push = await screen.findByRole('region', { name: 'Web push channel' });
    fireEvent.click(within(push).getByRole('button', { name: 'Enable on this browser' }));
    await within(push).findByRole('button', { name: 'Disable on this browser' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    // The server's key "BAAB" is the bytes 4, 0, 1.
    expect([...options.applicationServerKey]).toEqual([4, 0, 1]);
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([
      // Endpoint and keys only: the gateway refuses properties it does not know, such as expirationTime.
      {
        method: 'POST',
        path: '/alerts/channels/web_push/subscriptions',
        body: { endpoint: SUBSCRIPTION_JSON.endpoint, keys: SUBSCRIPTION_JSON.keys },
      },
    ]);
    expect(within(push).getByText('1 browser')).toBeInTheDocument();
    expect(within(push).getByRole('button', { name: 'Send test alert' })).toBeInTheDocument();

    fireEvent.click(within(push).getByRole('button', { name: 'Disable on this browser' }));
    await within(push).findByRole('button', { name: 'Enable on this browser' });
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([
      {
        method: 'DELETE',
        path: '/alerts/channels/web_push/subscriptions',
        body: { endpoint: 'https://push.example.net/send/abc123' },
      },
    ]);
  });

  it('says how to unblock notifications when permission is denied, and posts nothing', async () => {
    const browser = fakePushBrowser('denied');
    const server = fakeChannelsServer(NOTHING_SET_UP);
    render(<AlertChannelsPanel />);
    const push = await screen.findByRole('region', { name: 'Web push channel' });
    fireEvent.click(within(push).getByRole('button', { name: 'Enable on this browser' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Notifications are blocked for this site: allow them in the browser’s site settings, then try again.',
      ),
    );
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('explains when the browser has no push support', async () => {
    fakeChannelsServer(NOTHING_SET_UP);
    render(<AlertChannelsPanel />);
    const push = await screen.findByRole('region', { name: 'Web push channel' });
    expect(within(push).getByText('This browser does not support push notifications.')).toBeInTheDocument();
  });
});
