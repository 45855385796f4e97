import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { productionSecretProblems } from './secret-variables.js';

const PRODUCTION = { NODE_ENV: 'production' };
const RING = `a1:${randomBytes(32).toString('base64')}`;

describe('the secrets of alert channels in production', () => {
  it('refuse an SMTP password that is short, a placeholder or the user name, without quoting it', () => {
    expect(productionSecretProblems({ ...PRODUCTION, SMTP_URL: 'smtp://alerts:pw1@mail.example.com:587' }, [])).toEqual(
      ['SMTP_URL: the SMTP password is refused in production because it is shorter than 12 characters'],
    );
    expect(
      productionSecretProblems({ ...PRODUCTION, SMTP_URL: 'smtps://alerts:changeme-7d1e4b@mail.example.com' }, []),
    ).toEqual([
      'SMTP_URL: the SMTP password is refused in production because it contains the placeholder word "changeme"',
    ]);
    expect(
      productionSecretProblems(
        { ...PRODUCTION, SMTP_URL: 'smtp://mailer-account-77:mailer-account-77@mx.example.com' },
        [],
      ),
    ).toEqual(['SMTP_URL: the SMTP password is refused in production because it equals the user name']);
  });

  it('accept an SMTP URL without a password, or with a generated one', () => {
    expect(productionSecretProblems({ ...PRODUCTION, SMTP_URL: 'smtp://relay.internal:25' }, [])).toEqual([]);
    expect(
      productionSecretProblems({ ...PRODUCTION, SMTP_URL: 'smtp://alerts:Xq7v2LpR9tKw4m@mx.example.com' }, []),
    ).toEqual([]);
  });

  it('refuse a short alert key ring and accept a generated one', () => {
    expect(productionSecretProblems({ ...PRODUCTION, ALERT_SECRET_KEYS: 'a1:c2hvcnQ=' }, [])).toEqual([
      'ALERT_SECRET_KEYS: must be a generated random value in production; the value given is refused because it is shorter than 40 characters',
    ]);
    expect(productionSecretProblems({ ...PRODUCTION, ALERT_SECRET_KEYS: RING }, [])).toEqual([]);
  });
});
