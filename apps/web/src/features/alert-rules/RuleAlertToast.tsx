import { BellRing } from 'lucide-react';
import toast from 'react-hot-toast';
import type { AlertFiredPush } from '@app/contracts/alerts/rule-types';
import { formatTime } from '../../shared/format/dates';
import { firedVersion } from './firedVersion';
import { hearRuleAlerts, type AlertFiredSource } from './ruleAlertListener';
import './alertRules.css';

const RULE_TOAST_MS = 8_000;

/** The in-app alert of a rule: the sentence every channel sends, and when it fired (IST). */
export function showRuleAlertToast(push: AlertFiredPush): void {
  toast(
    <span className="rule-toast">
      <span className="rule-toast__text">{push.message}</span>
      <span className="rule-toast__time">{formatTime(push.fired_at)} IST</span>
    </span>,
    {
      id: `rule-alert-${push.delivery_id}`,
      duration: RULE_TOAST_MS,
      icon: <BellRing size={18} color="var(--color-primary)" aria-hidden="true" />,
    },
  );
}

let stop: (() => void) | null = null;

/**
 * Shows the in-app channel of the user's rules as toasts with a chime (the app passes the target alerts'
 * chime, so this feature does not reach into theirs); idempotent.
 */
export function startRuleAlerts(source: AlertFiredSource, chime: () => Promise<void>): () => void {
  const show = (push: AlertFiredPush) => {
    showRuleAlertToast(push);
    // A fire changes its rule's status and adds to the history: an open Alerts page shows both.
    firedVersion.bump();
  };
  stop ??= hearRuleAlerts(source, { show, chime });
  return () => {
    stop?.();
    stop = null;
  };
}
