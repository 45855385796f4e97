import { Bell, Mail, MonitorSmartphone, Send, Webhook, type LucideIcon } from 'lucide-react';
import type { AlertChannel, AlertDelivery, RuleStatus } from '@app/contracts/alerts/rule-types';
import { Badge, type BadgeTone } from '../../shared/ui';
import { formatDateTime } from '../../shared/format/dates';
import { CHANNEL_LABELS } from './channelChoice';

const CHANNEL_ICONS: Record<AlertChannel, LucideIcon> = {
  in_app: Bell,
  web_push: MonitorSmartphone,
  email: Mail,
  telegram: Send,
  webhook: Webhook,
};

export const STATUS_TONES: Record<RuleStatus, BadgeTone> = {
  armed: 'primary',
  triggered: 'warning',
  fired: 'success',
  expired: 'neutral',
};

export const STATUS_LABELS: Record<RuleStatus, string> = {
  armed: 'Armed',
  triggered: 'Triggered',
  fired: 'Fired',
  expired: 'Expired',
};

export function RuleStatusBadge({ status }: { status: RuleStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} dot>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** A rule's channels as small icons, each named for screen readers and on hover. */
export function ChannelIcons({ channels }: { channels: readonly AlertChannel[] }) {
  return (
    <span className="ar-channels">
      {channels.map((c) => {
        const Icon = CHANNEL_ICONS[c];
        return (
          <span key={c} className="ar-channel" title={CHANNEL_LABELS[c]}>
            <Icon size={14} aria-hidden="true" />
            <span className="visually-hidden">{CHANNEL_LABELS[c]}</span>
          </span>
        );
      })}
    </span>
  );
}

const DELIVERY_TONES = { delivered: 'success', pending: 'warning', dead: 'danger' } as const;

function deliveryText(d: AlertDelivery): string {
  if (d.status === 'delivered') return 'delivered';
  if (d.status === 'pending') return d.attempts ? `pending · ${d.attempts} tries` : 'pending';
  return `dead after ${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'}`;
}

function deliveryTitle(d: AlertDelivery): string {
  if (d.status === 'delivered') return `Delivered ${formatDateTime(d.delivered_at)} IST`;
  if (d.status === 'pending')
    return d.next_attempt_at ? `Next try ${formatDateTime(d.next_attempt_at)} IST` : 'Waiting for its first try';
  return d.last_error ? `Last error: ${d.last_error}` : 'Failed';
}

/** One channel's delivery of a fire: its state, tries, and the last error where it failed. */
export function DeliveryChip({ delivery }: { delivery: AlertDelivery }) {
  const Icon = CHANNEL_ICONS[delivery.channel];
  const title = deliveryTitle(delivery);
  return (
    <span className="ar-delivery">
      <Badge tone={DELIVERY_TONES[delivery.status]} title={title}>
        <Icon size={12} aria-hidden="true" />
        {CHANNEL_LABELS[delivery.channel]}: {deliveryText(delivery)}
      </Badge>
      {delivery.status === 'dead' && delivery.last_error && (
        <details className="ar-delivery__error">
          <summary>Why</summary>
          <span>{delivery.last_error}</span>
        </details>
      )}
    </span>
  );
}
