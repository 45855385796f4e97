import type { AlertChannel } from '@app/contracts/alerts/rule-types';
import { Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../shared/ui';
import { channelsApi } from './channelsApi';
import { CHANNEL_LABELS } from './channelLabels';

/** Sends a test alert through the outbox, as a real fire would go; the delivery log shows how it went. */
export function TestAlertButton({ channel }: { channel: AlertChannel }) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await channelsApi.test(channel);
      toast.success(`Test alert sent to ${CHANNEL_LABELS[channel]}`);
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="sm" icon={<Send size={14} />} loading={sending} onClick={() => void send()}>
      Send test alert
    </Button>
  );
}
