import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { alertRulesApi, deliveriesQuery, rulesQuery } from './alertRulesApi';
import { channelReadiness } from './channelChoice';

const get = vi.fn();
const put = vi.fn();
const del = vi.fn();
vi.mock('../../shared/api/apiClient', () => ({
  api: {
    get: (...args: unknown[]) => get(...args),
    put: (...args: unknown[]) => put(...args),
    delete: (...args: unknown[]) => del(...args),
  },
}));
beforeEach(() => [get, put, del].forEach((f) => f.mockReset()));

describe('the filters build the query', () => {
  it('asks for no filter when none is set', () => {
    expect(rulesQuery({ status: null, kind: null, instrumentToken: null, page: 1 })).toEqual({
      status: undefined,
      kind: undefined,
      instrument_token: undefined,
      page: 1,
      limit: 50,
    });
  });

  it('sends status, kind and instrument to GET /alerts/rules', async () => {
    get.mockResolvedValue({ success: true, data: { rules: [] } });
    await alertRulesApi.list({ status: 'fired', kind: 'price_below', instrumentToken: 408065, page: 3 });
    expect(get).toHaveBeenCalledWith('/alerts/rules', {
      status: 'fired',
      kind: 'price_below',
      instrument_token: 408065,
      page: 3,
      limit: 50,
    });
  });

  it('sends the history filters under the API names', () => {
    expect(deliveriesQuery({ status: 'dead', channel: 'email', ruleId: 'r1', page: 2 })).toEqual({
      rule_id: 'r1',
      status: 'dead',
      channel: 'email',
      page: 2,
      limit: 20,
    });
  });

  it('puts an edit to the rule and deletes by id, escaped', async () => {
    put.mockResolvedValue({ success: true, data: { rule: { id: 'a b' } } });
    await expect(alertRulesApi.update('a b', { kind: 'week52_low_break' })).resolves.toEqual({ id: 'a b' });
    expect(put).toHaveBeenCalledWith('/alerts/rules/a%20b', { kind: 'week52_low_break' });
    await alertRulesApi.remove('a b');
    expect(del).toHaveBeenCalledWith('/alerts/rules/a%20b');
  });
});

describe('which channels a rule may use', () => {
  const settings: ChannelSettingsView = {
    defaults: ['in_app'],
    quiet_hours: null,
    in_app: { enabled: true },
    email: { address: 'a@b.in', verified: false, verification_pending: true },
    telegram: { configured: true, linked: true, link_code: null, link_url: null, link_expires_at: null },
    webhook: { url: null, secret_hint: null },
    web_push: { configured: true, public_key: 'k', subscriptions: 0 },
  };
  it('always allows in-app and names what the others still need', () => {
    expect(channelReadiness('in_app', null)).toEqual({ ready: true });
    expect(channelReadiness('telegram', settings)).toEqual({ ready: true });
    expect(channelReadiness('email', settings)).toEqual({ ready: false, hint: 'Verify an email address in Settings' });
    expect(channelReadiness('webhook', settings)).toEqual({ ready: false, hint: 'Add a webhook URL in Settings' });
    expect(channelReadiness('web_push', settings)).toEqual({ ready: false, hint: 'Turn on browser push in Settings' });
  });
});
