import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../shared/ui';
import { channelsApi } from './channelsApi';
import { ChannelCard } from './ChannelCard';
import type { ChannelSettingsState } from './useChannelSettings';
import { pushUnsupportedReason, subscribeThisBrowser, thisBrowserEndpoint, unsubscribeThisBrowser } from './webPush';

interface Props {
  webPush: ChannelSettingsView['web_push'];
  settings: Pick<ChannelSettingsState, 'run' | 'saving'>;
}

const devicesText = (n: number) => (n === 0 ? 'No browser subscribed' : n === 1 ? '1 browser' : `${n} browsers`);

/** Notifications from the service worker, even with every tab of the app closed. */
export function WebPushChannel({ webPush, settings }: Props) {
  const unsupported = pushUnsupportedReason();
  const [subscribedHere, setSubscribedHere] = useState(false);
  useEffect(() => {
    let live = true;
    void thisBrowserEndpoint().then((endpoint) => live && setSubscribedHere(endpoint !== null));
    return () => {
      live = false;
    };
  }, [webPush.subscriptions]);

  const enable = () =>
    settings.run('web_push', async () => {
      try {
        const body = await subscribeThisBrowser(webPush.public_key ?? '');
        const reply = await channelsApi.subscribePush(body);
        setSubscribedHere(true);
        toast.success('Push notifications enabled on this browser');
        return reply;
      } catch (error) {
        // The browser's refusals never reach the API client, so they are told here.
        if (!(error instanceof Error && 'status' in error)) toast.error((error as Error).message);
        throw error;
      }
    });
  const disable = () =>
    settings.run('web_push', async () => {
      const endpoint = await unsubscribeThisBrowser();
      setSubscribedHere(false);
      return endpoint ? channelsApi.unsubscribePush(endpoint) : null;
    });

  return (
    <ChannelCard
      channel="web_push"
      subtitle="Notifications on this device, even with the app closed."
      configured={webPush.configured && webPush.public_key !== null}
      ready={webPush.subscriptions > 0}
      status={
        webPush.configured
          ? { tone: webPush.subscriptions > 0 ? 'success' : 'neutral', text: devicesText(webPush.subscriptions) }
          : undefined
      }
    >
      {unsupported ? (
        <p className="alert-channels__hint">{unsupported}</p>
      ) : subscribedHere ? (
        <Button variant="ghost" onClick={() => void disable()} loading={settings.saving === 'web_push'}>
          Disable on this browser
        </Button>
      ) : (
        <Button variant="primary" onClick={() => void enable()} loading={settings.saving === 'web_push'}>
          Enable on this browser
        </Button>
      )}
    </ChannelCard>
  );
}
