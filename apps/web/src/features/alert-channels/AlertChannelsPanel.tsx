import { Card, ErrorState, LoadingState } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { ChannelCard } from './ChannelCard';
import { DefaultsForm } from './DefaultsForm';
import { EmailChannel } from './EmailChannel';
import { InstallAppCard } from './InstallAppCard';
import { TelegramChannel } from './TelegramChannel';
import { useChannelSettings } from './useChannelSettings';
import { WebhookChannel } from './WebhookChannel';
import { WebPushChannel } from './WebPushChannel';
import './alertChannels.css';

/** Where alerts go: default channels, quiet hours, and each channel's set-up with a test alert. */
export function AlertChannelsPanel() {
  return (
    <div className="alert-channels">
      <InstallAppCard />
      <ChannelSettings />
    </div>
  );
}

function ChannelSettings() {
  const settings = useChannelSettings();
  const { status, view, error } = settings;
  if (status === 'loading' && !view) return <LoadingState text="Loading alert channels..." />;
  if (status === 'error' || !view)
    return (
      <ErrorState
        title="Failed to fetch alert channels"
        message={errorText(error, 'The alerts service did not answer.')}
        onRetry={() => void settings.reload()}
      />
    );
  return (
    <>
      <Card
        title="Alert channels"
        subtitle="Where your alert rules reach you. Rules can pick their own channels; these are the defaults."
        aria-label="Alert channel defaults"
      >
        {/* A new draft whenever the saved values change (a removed channel leaves the defaults too). */}
        <DefaultsForm key={JSON.stringify([view.defaults, view.quiet_hours])} view={view} settings={settings} />
      </Card>
      <ChannelCard
        channel="in_app"
        subtitle="A toast and a chime while the app is open, and the history on the Alerts page."
        ready
      />
      <WebPushChannel webPush={view.web_push} settings={settings} />
      <EmailChannel email={view.email} settings={settings} />
      <TelegramChannel telegram={view.telegram} settings={settings} />
      <WebhookChannel webhook={view.webhook} settings={settings} />
    </>
  );
}
