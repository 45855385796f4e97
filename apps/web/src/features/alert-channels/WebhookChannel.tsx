import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { Copy, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button, TextField } from '../../shared/ui';
import { rotateSecretPayload, webhookPayload, webhookUrlError } from './channelPayloads';
import { ChannelCard } from './ChannelCard';
import type { ChannelSettingsState } from './useChannelSettings';

interface Props {
  webhook: ChannelSettingsView['webhook'];
  settings: Pick<ChannelSettingsState, 'save' | 'saving' | 'secret' | 'forgetSecret'>;
}

/** A URL that receives each alert as a signed JSON POST, and its signing secret, shown once. */
export function WebhookChannel({ webhook, settings }: Props) {
  const [url, setUrl] = useState(webhook.url ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = webhookUrlError(url);
    setError(problem);
    if (!problem) await settings.save('webhook', webhookPayload(url));
  };
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret copied');
    } catch {
      toast.error('Copying was refused: select the secret and copy it yourself');
    }
  };

  return (
    <ChannelCard
      channel="webhook"
      subtitle="Each alert as a signed JSON POST to your server."
      ready={webhook.url !== null}
      status={webhook.secret_hint ? { tone: 'neutral', text: `Secret …${webhook.secret_hint}` } : undefined}
    >
      <form
        className="alert-channels__row"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Set the webhook URL"
      >
        <TextField
          label="Webhook URL"
          fieldClassName="alert-channels__wide"
          type="url"
          placeholder="https://example.com/alerts"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <Button type="submit" loading={settings.saving === 'webhook'}>
          Save URL
        </Button>
        {webhook.url && (
          <Button
            variant="ghost"
            icon={<RefreshCw size={14} />}
            loading={settings.saving === 'webhook-rotate'}
            onClick={() => void settings.save('webhook-rotate', rotateSecretPayload())}
          >
            Rotate secret
          </Button>
        )}
      </form>
      <p className="alert-channels__hint">Leave the URL empty and save to remove the webhook.</p>
      {settings.secret && (
        <div className="alert-channels__secret" role="status" aria-label="New signing secret">
          <p>
            Your signing secret. It is shown <strong>only now</strong>: store it in your receiver before leaving.
          </p>
          <code className="alert-channels__secret-value">{settings.secret}</code>
          <div className="alert-channels__row">
            <Button size="sm" icon={<Copy size={14} />} onClick={() => void copy(settings.secret!)}>
              Copy
            </Button>
            <Button size="sm" variant="ghost" onClick={settings.forgetSecret}>
              Done
            </Button>
          </div>
        </div>
      )}
      <details className="alert-channels__note">
        <summary>How to verify a delivery</summary>
        <p>
          Each POST carries <code>X-Alert-Id</code> (the same for every retry of one alert: ignore repeats),{' '}
          <code>X-Alert-Timestamp</code> (Unix seconds) and <code>X-Alert-Signature: v1=&lt;hex&gt;</code>, the
          HMAC-SHA256 of <code>timestamp + &quot;.&quot; + raw body</code> keyed with your secret. Recompute it over the
          raw bytes, compare in constant time, and refuse timestamps more than a few minutes old.
        </p>
      </details>
    </ChannelCard>
  );
}
