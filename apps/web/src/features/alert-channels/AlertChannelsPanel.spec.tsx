import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertChannelsPanel } from './AlertChannelsPanel';
import { type Call, fakeChannelsServer, NOTHING_SET_UP } from './fakeChannelsServer';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toasts }));

beforeEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('region', { name });
const writes = (server: { calls: Call[] }) => server.calls.filter((c) => c.method !== 'GET');

describe('defaults and quiet hours', () => {
  it('saves the ticked channels in the contract order and a window past midnight', async () => {
    const server = fakeChannelsServer(NOTHING_SET_UP);
    render(<AlertChannelsPanel />);
    const form = await screen.findByRole('form', { name: 'Default channels and quiet hours' });
    fireEvent.click(within(form).getByLabelText('Webhook'));
    fireEvent.click(within(form).getByLabelText('Web push'));
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '22:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '07:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toEqual({
      method: 'PUT',
      path: '/alerts/channels',
      body: { defaults: ['in_app', 'web_push', 'webhook'], quiet_hours: { start: '22:00', end: '07:00' } },
    });
  });

  it('sends quiet_hours null after Clear', async () => {
    const server = fakeChannelsServer({ ...NOTHING_SET_UP, quiet_hours: { start: '13:00', end: '14:00' } });
    render(<AlertChannelsPanel />);
    const form = await screen.findByRole('form', { name: 'Default channels and quiet hours' });
    expect(within(form).getByText(/Now: 13:00 to 14:00 IST\./)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]!.body).toEqual({ defaults: ['in_app'], quiet_hours: null });
  });

  it('refuses half a window under its field and sends nothing', async () => {
    const server = fakeChannelsServer(NOTHING_SET_UP);
    render(<AlertChannelsPanel />);
    const form = await screen.findByRole('form', { name: 'Default channels and quiet hours' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '22:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter an end time, or clear both times');
    expect(writes(server)).toEqual([]);
  });
});

describe('webhook secret', () => {
  it('shows a new secret once, with Copy, and hides it for good after Done', async () => {
    let n = 0;
    const server = fakeChannelsServer(NOTHING_SET_UP, (_call, view) => {
      n += 1;
      const secret = `s3cret-number-${n}-abcd`;
      return {
        channels: { ...view, webhook: { url: 'https://hooks.example.com/alerts', secret_hint: secret.slice(-4) } },
        webhook_secret: secret,
      };
    });
    render(<AlertChannelsPanel />);
    const hook = await screen.findByRole('region', { name: 'Webhook channel' });
    fireEvent.change(within(hook).getByLabelText('Webhook URL'), {
      target: { value: '  https://hooks.example.com/alerts ' },
    });
    fireEvent.click(within(hook).getByRole('button', { name: 'Save URL' }));
    expect(await within(hook).findByText('s3cret-number-1-abcd')).toBeInTheDocument();
    expect(writes(server)[0]!.body).toEqual({ webhook: { url: 'https://hooks.example.com/alerts' } });
    expect(within(hook).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    fireEvent.click(within(hook).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(hook).findByText('s3cret-number-2-abcd')).toBeInTheDocument();
    expect(within(hook).queryByText('s3cret-number-1-abcd')).toBeNull();
    expect(writes(server)[1]!.body).toEqual({ webhook: { rotate_secret: true } });

    fireEvent.click(within(hook).getByRole('button', { name: 'Done' }));
    expect(within(hook).queryByText('s3cret-number-2-abcd')).toBeNull();
    expect(within(hook).getByText('Secret …abcd')).toBeInTheDocument();
  });

  it('never shows a secret on load: the GET carries only its hint', async () => {
    fakeChannelsServer({ ...NOTHING_SET_UP, webhook: { url: 'https://hooks.example.com/a', secret_hint: 'wxyz' } });
    render(<AlertChannelsPanel />);
    const hook = await screen.findByRole('region', { name: 'Webhook channel' });
    expect(within(hook).getByText('Secret …wxyz')).toBeInTheDocument();
    expect(within(hook).queryByRole('status', { name: 'New signing secret' })).toBeNull();
  });

  it('refuses a URL that is not http(s) before sending it', async () => {
    const server = fakeChannelsServer(NOTHING_SET_UP);
    render(<AlertChannelsPanel />);
    const hook = await screen.findByRole('region', { name: 'Webhook channel' });
    fireEvent.change(within(hook).getByLabelText('Webhook URL'), { target: { value: 'ftp://x.example' } });
    fireEvent.click(within(hook).getByRole('button', { name: 'Save URL' }));
    expect(await within(hook).findByRole('alert')).toHaveTextContent('Enter an http or https URL');
    expect(writes(server)).toEqual([]);
  });
});

describe('channels the server has no keys for', () => {
  it('says "Not configured on this server." for Telegram and web push, with nothing to press', async () => {
    fakeChannelsServer({
      ...NOTHING_SET_UP,
      telegram: { ...NOTHING_SET_UP.telegram, configured: false },
      web_push: { configured: false, public_key: null, subscriptions: 0 },
    });
    render(<AlertChannelsPanel />);
    await screen.findByRole('form', { name: 'Default channels and quiet hours' });
    for (const name of ['Telegram channel', 'Web push channel']) {
      expect(within(card(name)).getByText('Not configured on this server.')).toBeInTheDocument();
      expect(within(card(name)).queryByRole('button', { name: /Link Telegram|Enable|Send test/ })).toBeNull();
    }
    expect(within(card('Email channel')).queryByText('Not configured on this server.')).toBeNull();
  });
});

describe('email and Telegram set-up, and test alerts', () => {
  it('sends a code, verifies it, then offers a test alert that ends in a toast', async () => {
    const server = fakeChannelsServer(NOTHING_SET_UP, (call, view) => {
      if (call.path === '/alerts/channels')
        return {
          channels: { ...view, email: { address: 'asha@example.com', verified: false, verification_pending: true } },
        };
      if (call.path === '/alerts/channels/email/verify')
        return {
          channels: { ...view, email: { address: 'asha@example.com', verified: true, verification_pending: false } },
        };
      return { fire: { id: 'f1', deliveries: [] } };
    });
    render(<AlertChannelsPanel />);
    const email = await screen.findByRole('region', { name: 'Email channel' });
    expect(within(email).queryByRole('button', { name: 'Send test alert' })).toBeNull();
    fireEvent.change(within(email).getByLabelText('Email address'), { target: { value: 'asha@example.com' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send code' }));
    const code = await within(email).findByLabelText('Code from the email');
    fireEvent.change(code, { target: { value: '042917' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Verify' }));
    expect(await within(email).findByText('Verified')).toBeInTheDocument();
    fireEvent.click(within(email).getByRole('button', { name: 'Send test alert' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Test alert sent to Email'));
    expect(writes(server)).toEqual([
      { method: 'PUT', path: '/alerts/channels', body: { email: { address: 'asha@example.com' } } },
      { method: 'POST', path: '/alerts/channels/email/verify', body: { code: '042917' } },
      { method: 'POST', path: '/alerts/channels/email/test', body: {} },
    ]);
  });

  it('links Telegram: shows the code and the t.me link, then unlinks', async () => {
    const server = fakeChannelsServer(NOTHING_SET_UP, (call, view) => {
      const action = (call.body as { telegram: { action: string } }).telegram.action;
      const telegram =
        action === 'link'
          ? { ...view.telegram, link_code: 'K7QP2MXR', link_url: 'https://t.me/demo_alerts_bot?start=K7QP2MXR' }
          : { ...view.telegram, linked: false, link_code: null, link_url: null };
      return { channels: { ...view, telegram } };
    });
    render(<AlertChannelsPanel />);
    const tg = await screen.findByRole('region', { name: 'Telegram channel' });
    fireEvent.click(within(tg).getByRole('button', { name: 'Link Telegram' }));
    expect(await within(tg).findByText('/start K7QP2MXR')).toBeInTheDocument();
    expect(within(tg).getByRole('link', { name: 'Open Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/demo_alerts_bot?start=K7QP2MXR',
    );
    expect(writes(server)[0]!.body).toEqual({ telegram: { action: 'link' } });
  });

  it('offers Unlink and a test alert once linked', async () => {
    const server = fakeChannelsServer({ ...NOTHING_SET_UP, telegram: { ...NOTHING_SET_UP.telegram, linked: true } });
    render(<AlertChannelsPanel />);
    const tg = await screen.findByRole('region', { name: 'Telegram channel' });
    expect(within(tg).getByText('Linked')).toBeInTheDocument();
    expect(within(tg).getByRole('button', { name: 'Send test alert' })).toBeInTheDocument();
    fireEvent.click(within(tg).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(writes(server)[0]!.body).toEqual({ telegram: { action: 'unlink' } }));
  });
});
