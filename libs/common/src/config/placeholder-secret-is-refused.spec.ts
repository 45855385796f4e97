import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { PUBLISHED_SECRETS, guessableSecretReason } from './guessable-secret.js';

describe('a placeholder secret is refused', () => {
  it.each(PUBLISHED_SECRETS)('refuses %j because the repository publishes it', (value) => {
    expect(guessableSecretReason(value, 1)).toBe("it is published in this project's repository");
    expect(guessableSecretReason(value.toUpperCase(), 1)).toBe("it is published in this project's repository");
  });

  it.each([
    ['change-me-please-0b1c2d3e4f5a6b7c8d9e0f1a', 'changeme'],
    ['CHANGEME_4f9d0c2b7a1e3d5c8b6a9f0e1d2c', 'changeme'],
    ['placeholder-7d3e1f0a9b8c2d4e6f5a1b3c', 'placeholder'],
    ['example-jwt-key-9a8b7c6d5e4f3a2b1c0d9e8f', 'example'],
    ['dev_only_3c2b1a0f9e8d7c6b5a4f3e2d1c0b', 'devonly'],
    ['replace-me-1f2e3d4c5b6a7f8e9d0c1b2a3f4e', 'replaceme'],
    ['my-super-secret-jwt-signing-key-2024', 'secret'],
    ['Password1234567890-Password-abcdefgh', 'password'],
  ])('refuses %j for the placeholder word %s', (value, word) => {
    expect(guessableSecretReason(value, 32)).toBe(`it contains the placeholder word "${word}"`);
  });

  it.each([
    'a'.repeat(40),
    '0'.repeat(64),
    'ab'.repeat(20),
    'xyz123'.repeat(6),
    'secretsecretsecretsecretsecretsecret',
  ])('refuses %j because it is one short sequence repeated', (value) => {
    expect(guessableSecretReason(value, 32)).toBe('it is one character or one short sequence repeated');
  });

  it.each([
    '<generate-with-openssl-rand-hex-32-9f8e7d>',
    '${TOKEN_FROM_YOUR_VAULT_0123456789ab}',
    'XXXXXXXX-1a2b-3c4d-5e6f-7a8b9c0d1e2f',
  ])('refuses %j because a template marker is still in it', (value) => {
    expect(guessableSecretReason(value, 32)).toBe('it still holds a template marker');
  });

  it('refuses a value shorter than the minimum, naming the minimum', () => {
    expect(guessableSecretReason('9f8e7d6c5b4a3f2e1d0c', 32)).toBe('it is shorter than 32 characters');
  });

  it('refuses a long value made of very few characters', () => {
    expect(guessableSecretReason('1212121212121212121212121212121233', 32)).toBe('it uses only 3 distinct characters');
  });

  it('never quotes the value in its reason', () => {
    const value = 'change-me-in-production-please-32chars-plus';
    expect(guessableSecretReason(value, 32)).not.toContain(value);
  });
});

describe('a generated secret is accepted', () => {
  it.each(Array.from({ length: 50 }, () => [randomBytes(32).toString('hex')]))('accepts the hex secret %s', (value) => {
    expect(guessableSecretReason(value, 32)).toBeUndefined();
  });

  it.each(Array.from({ length: 20 }, () => [randomBytes(24).toString('base64url')]))(
    'accepts the base64url secret %s',
    (value) => {
      expect(guessableSecretReason(value, 32)).toBeUndefined();
    },
  );

  it('accepts a generated 16-character database password at its minimum', () => {
    expect(guessableSecretReason('3b9f0c1e7d2a4f6b', 16)).toBeUndefined();
  });
});
