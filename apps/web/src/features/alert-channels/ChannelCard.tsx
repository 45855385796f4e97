import type { AlertChannel } from '@app/contracts/alerts/rule-types';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone, Card } from '../../shared/ui';
import { CHANNEL_LABELS, NOT_CONFIGURED_TEXT } from './channelLabels';
import { TestAlertButton } from './TestAlertButton';

interface Props {
  channel: AlertChannel;
  subtitle: ReactNode;
  /** False when the server lacks this channel's keys: the card explains instead of offering set-up. */
  configured?: boolean;
  /** Set up for this user: a test alert can go out. */
  ready: boolean;
  status?: { tone: BadgeTone; text: string };
  children?: ReactNode;
}

/** One channel: its state, its set-up controls and, once set up, a test alert. */
export function ChannelCard({ channel, subtitle, configured = true, ready, status, children }: Props) {
  const label = CHANNEL_LABELS[channel];
  return (
    <Card
      title={label}
      subtitle={subtitle}
      aria-label={`${label} channel`}
      className="alert-channels__card"
      actions={
        <>
          {status && <Badge tone={status.tone}>{status.text}</Badge>}
          {configured && ready && <TestAlertButton channel={channel} />}
        </>
      }
    >
      {configured ? children : <p className="alert-channels__hint">{NOT_CONFIGURED_TEXT}</p>}
    </Card>
  );
}
