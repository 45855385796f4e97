// Target alerts in the browser and the header's bell (which also lists rule alerts sent in-app):
// the alert monitor, queue, toasts and sounds.
// README.md beside this file draws the pipeline and its timings.
export { NotificationBell } from './NotificationBell';
// The chime, for the in-app alerts of alert rules.
export { alertSound } from './alertSound';
