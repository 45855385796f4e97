import { ALERT_CHANNELS, type AlertChannel, type ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, TextField } from '../../shared/ui';
import { defaultsPayload } from './channelPayloads';
import { CHANNEL_LABELS } from './channelLabels';
import { checkQuietHours, quietHoursText } from './quietHours';
import type { ChannelSettingsState } from './useChannelSettings';

interface Props {
  view: ChannelSettingsView;
  settings: Pick<ChannelSettingsState, 'save' | 'saving'>;
}

/** The channels a new rule starts with, and the hours (IST) when only the in-app channel speaks. */
export function DefaultsForm({ view, settings }: Props) {
  const [checked, setChecked] = useState(() => new Set<AlertChannel>(view.defaults));
  const [start, setStart] = useState(view.quiet_hours?.start ?? '');
  const [end, setEnd] = useState(view.quiet_hours?.end ?? '');
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});

  const toggle = (channel: AlertChannel, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(channel);
      else next.delete(channel);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const quiet = checkQuietHours(start, end);
    if (!quiet.ok) {
      setErrors({ [quiet.field]: quiet.error });
      return;
    }
    setErrors({});
    await settings.save('defaults', { ...defaultsPayload(checked), quiet_hours: quiet.value });
  };

  return (
    <form
      className="alert-channels__form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Default channels and quiet hours"
    >
      <fieldset className="alert-channels__defaults">
        <legend>New rules alert on</legend>
        {ALERT_CHANNELS.map((channel) => (
          <Checkbox
            key={channel}
            label={CHANNEL_LABELS[channel]}
            checked={checked.has(channel)}
            onChange={(e) => toggle(channel, e.target.checked)}
          />
        ))}
      </fieldset>
      <fieldset className="alert-channels__quiet">
        <legend>Quiet hours (IST)</legend>
        <p className="alert-channels__hint">
          Now: {quietHoursText(view.quiet_hours)}. Web push, email and Telegram alerts due in quiet hours wait until
          they end; in-app and webhook alerts are not held. A window may pass midnight (22:00 to 07:00).
        </p>
        <div className="alert-channels__row">
          <TextField
            label="From"
            type="time"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={errors.start}
          />
          <TextField label="To" type="time" value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setStart('');
              setEnd('');
              setErrors({});
            }}
            disabled={start === '' && end === ''}
          >
            Clear
          </Button>
        </div>
      </fieldset>
      <div className="alert-channels__actions">
        <Button type="submit" variant="primary" loading={settings.saving === 'defaults'}>
          Save defaults
        </Button>
      </div>
    </form>
  );
}
