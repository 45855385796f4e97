// Alert channels: default channels, quiet hours, each channel's set-up and this browser's push subscription.
export { AlertChannelsPanel } from './AlertChannelsPanel';
