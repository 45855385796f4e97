import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../shared/ui';
import { telegramPayload } from './channelPayloads';
import { ChannelCard } from './ChannelCard';
import type { ChannelSettingsState } from './useChannelSettings';

interface Props {
  telegram: ChannelSettingsView['telegram'];
  settings: Pick<ChannelSettingsState, 'save' | 'saving' | 'refresh'>;
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** Links a Telegram chat with a one-time code sent to the bot. */
export function TelegramChannel({ telegram, settings }: Props) {
  const link = () => void settings.save('telegram', telegramPayload('link'));
  const unlink = () => void settings.save('telegram', telegramPayload('unlink'));
  return (
    <ChannelCard
      channel="telegram"
      subtitle="Alerts in a Telegram chat with the dashboard's bot."
      configured={telegram.configured}
      ready={telegram.linked}
      status={telegram.linked ? { tone: 'success', text: 'Linked' } : undefined}
    >
      {telegram.linked ? (
        <Button variant="ghost" onClick={unlink} loading={settings.saving === 'telegram'}>
          Unlink
        </Button>
      ) : (
        <>
          {telegram.link_code && (
            <div className="alert-channels__link" role="status">
              <p>
                Send <code>/start {telegram.link_code}</code> to the bot
                {telegram.link_expires_at ? ` before ${timeOf(telegram.link_expires_at)} IST` : ''}, or open the link.
              </p>
              {telegram.link_url && (
                <a className="btn btn--primary" href={telegram.link_url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink size={14} aria-hidden="true" />
                  <span>Open Telegram</span>
                </a>
              )}
              <Button variant="ghost" onClick={() => void settings.refresh()}>
                I have sent it
              </Button>
            </div>
          )}
          <Button onClick={link} loading={settings.saving === 'telegram'}>
            {telegram.link_code ? 'New code' : 'Link Telegram'}
          </Button>
        </>
      )}
    </ChannelCard>
  );
}
