import type { TargetAlert } from '@app/contracts/alerts/subjects';
import type { AlertRow } from './alertConstants';
import { targetAlertTime } from './alertList';
import type { AlertsApi } from './alertsApi';
import { InboxStore } from './inboxStore';

export { ALERT_ERRORS, type AlertsView } from './inboxStore';

/** The signed-in user's stored target alerts (GET /api/alerts) for the bell. */
export class AlertStore extends InboxStore<AlertRow> {
  constructor(api: AlertsApi, now: () => number = Date.now) {
    super(api, targetAlertTime, now);
  }

  incoming(event: TargetAlert): void {
    this.incomingRow({ ...event, read: false, read_at: null });
  }
}
