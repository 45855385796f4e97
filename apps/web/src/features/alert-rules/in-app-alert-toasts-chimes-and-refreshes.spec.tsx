import { describe, expect, it, vi } from 'vitest';
import type { AlertFiredPush } from '@app/contracts/alerts/rule-types';
import type { AlertFiredSource } from './ruleAlertListener';
import { firedVersion } from './firedVersion';
import { startRuleAlerts } from './RuleAlertToast';

const mocks = vi.hoisted(() => ({ toast: vi.fn(), chime: vi.fn(() => Promise.resolve()) }));
vi.mock('react-hot-toast', () => ({ default: mocks.toast }));

describe('the in-app alert of a rule', () => {
  it('toasts and chimes once per delivery, refreshes the rules and history, and listens once', () => {
    const listeners: Array<(p: AlertFiredPush) => void> = [];
    const source: AlertFiredSource = {
      onAlertFired: (fn) => {
        listeners.push(fn);
        return () => listeners.splice(listeners.indexOf(fn), 1);
      },
    };
    const stop = startRuleAlerts(source, mocks.chime);
    startRuleAlerts(source, mocks.chime);
    expect(listeners).toHaveLength(1);
    const push: AlertFiredPush = {
      delivery_id: 'd7',
      id: 'f7',
      rule_id: 'r1',
      kind: 'portfolio_day_pnl',
      instrument_token: null,
      tradingsymbol: null,
      level: -5000,
      observed: -5120,
      message: 'Day P&L fell to -₹5,120 (alert at -₹5,000)',
      fired_at: '2026-11-24T09:40:00Z',
    };
    const before = firedVersion.get();
    listeners[0]!(push);
    listeners[0]!(push);
    expect(mocks.toast).toHaveBeenCalledTimes(1);
    expect(mocks.toast.mock.calls[0]![1]).toMatchObject({ id: 'rule-alert-d7' });
    expect(mocks.chime).toHaveBeenCalledTimes(1);
    // The rules list and the history key their requests on this count: one fire, one new request each.
    expect(firedVersion.get()).toBe(before + 1);
    stop();
    expect(listeners).toHaveLength(0);
  });
});
