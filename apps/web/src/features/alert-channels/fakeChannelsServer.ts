import type { ChannelSettingsReply } from '@app/contracts/alerts/rpc';
import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { vi } from 'vitest';

/** Test support: GET/PUT /api/alerts/channels and its sub-routes, answered from a mutable view. */
export const NOTHING_SET_UP: ChannelSettingsView = {
  defaults: ['in_app'],
  quiet_hours: null,
  in_app: { enabled: true },
  email: { address: null, verified: false, verification_pending: false },
  telegram: { configured: true, linked: false, link_code: null, link_url: null, link_expires_at: null },
  webhook: { url: null, secret_hint: null },
  web_push: { configured: true, public_key: 'BAAB', subscriptions: 0 },
};

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Installs a fetch that records every call; `answer` decides the reply to a PUT or POST from the
 * current view (the test writes what the server would do), GET answers the view as it stands.
 */
export function fakeChannelsServer(
  start: ChannelSettingsView,
  answer: (call: Call, view: ChannelSettingsView) => ChannelSettingsReply | { fire: unknown } = (_c, view) => ({
    channels: view,
  }),
) {
  const state = { view: structuredClone(start), calls: [] as Call[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      state.calls.push(call);
      if (method === 'GET') return json(200, { success: true, data: { channels: state.view } });
      const reply = answer(call, state.view);
      if ('channels' in reply) state.view = reply.channels;
      return json(200, { success: true, data: reply });
    }),
  );
  return state;
}
