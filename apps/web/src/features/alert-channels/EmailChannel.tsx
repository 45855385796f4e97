import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../shared/ui';
import { channelsApi } from './channelsApi';
import { codeError, emailError, emailPayload } from './channelPayloads';
import { ChannelCard } from './ChannelCard';
import type { ChannelSettingsState } from './useChannelSettings';

interface Props {
  email: ChannelSettingsView['email'];
  settings: Pick<ChannelSettingsState, 'save' | 'run' | 'saving'>;
}

/** An address, a 6-digit code mailed to it, and alerts only once the code came back. */
export function EmailChannel({ email, settings }: Props) {
  const [address, setAddress] = useState(email.address ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ address?: string; code?: string }>({});

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(address) ?? (address.trim() === '' ? 'Enter an email address' : undefined);
    setErrors({ address: error });
    if (!error) await settings.save('email', emailPayload(address));
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const error = codeError(code);
    setErrors({ code: error });
    if (error) return;
    if (await settings.run('email-verify', () => channelsApi.verifyEmail(code.trim()))) setCode('');
  };
  const remove = async () => {
    if (await settings.save('email-remove', emailPayload(''))) setAddress('');
  };
  const status = email.verified
    ? { tone: 'success' as const, text: 'Verified' }
    : email.verification_pending
      ? { tone: 'warning' as const, text: 'Waiting for the code' }
      : undefined;

  return (
    <ChannelCard
      channel="email"
      subtitle="Alerts by mail, once you confirm the address."
      ready={email.verified}
      status={status}
    >
      <form
        className="alert-channels__row"
        onSubmit={(e) => void sendCode(e)}
        noValidate
        aria-label="Set the email address"
      >
        <TextField
          label="Email address"
          fieldClassName="alert-channels__wide"
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={errors.address}
        />
        <Button type="submit" loading={settings.saving === 'email'}>
          {email.verification_pending && address.trim() === email.address ? 'Send a new code' : 'Send code'}
        </Button>
        {email.address && (
          <Button variant="ghost" onClick={() => void remove()} loading={settings.saving === 'email-remove'}>
            Remove
          </Button>
        )}
      </form>
      {email.verification_pending && !email.verified && (
        <form className="alert-channels__row" onSubmit={(e) => void verify(e)} noValidate aria-label="Enter the code">
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.code}
            hint={`Sent to ${email.address ?? 'your address'}; valid for 15 minutes.`}
          />
          <Button type="submit" variant="primary" loading={settings.saving === 'email-verify'}>
            Verify
          </Button>
        </form>
      )}
    </ChannelCard>
  );
}
