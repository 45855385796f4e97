import { describe, expect, it } from '@jest/globals';
import { resolveSecretFiles, withDatabasePassword } from './secret-files.js';

const files: Record<string, string> = {
  '/run/secrets/jwt': '5c0f6b8e2d4a19c7e3f1a0b9d8c7e6f5a4b3c2d1\n',
  '/run/secrets/db': 'p@ss/w:rd 9f8e7d6c\r\n',
  '/run/secrets/empty': '\n',
};
function read(path: string): string {
  if (path in files) return files[path];
  throw Object.assign(new Error('missing'), { code: 'ENOENT' });
}

describe('a secret read from a file', () => {
  it('takes <NAME>_FILE as <NAME>, dropping one trailing newline, and removes the _FILE variable', () => {
    const { env, problems } = resolveSecretFiles({ JWT_SECRET_FILE: '/run/secrets/jwt', LOG_LEVEL: 'info' }, read);

    expect(problems).toEqual([]);
    expect(env).toEqual({ JWT_SECRET: '5c0f6b8e2d4a19c7e3f1a0b9d8c7e6f5a4b3c2d1', LOG_LEVEL: 'info' });
  });

  it('refuses both <NAME> and <NAME>_FILE at once', () => {
    const { problems } = resolveSecretFiles({ JWT_SECRET: 'x', JWT_SECRET_FILE: '/run/secrets/jwt' }, read);

    expect(problems).toEqual(['JWT_SECRET_FILE: set either JWT_SECRET or JWT_SECRET_FILE, not both']);
  });

  it('names a file it cannot read, and an empty one, without inventing a value', () => {
    const { env, problems } = resolveSecretFiles(
      { JWT_SECRET_FILE: '/nowhere', DATABASE_PASSWORD_FILE: '/run/secrets/empty' },
      read,
    );

    expect(problems).toEqual([
      'JWT_SECRET_FILE: cannot read /nowhere (ENOENT)',
      'DATABASE_PASSWORD_FILE: /run/secrets/empty is empty',
    ]);
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.DATABASE_PASSWORD).toBeUndefined();
  });

  it('ignores _FILE variables of names that are not secrets', () => {
    expect(resolveSecretFiles({ LOG_LEVEL_FILE: '/run/secrets/jwt' }, read).env).toEqual({
      LOG_LEVEL_FILE: '/run/secrets/jwt',
    });
  });
});

describe('the database password put into DATABASE_URL', () => {
  it('URL-encodes the password into the given URL', () => {
    const { env, problems } = withDatabasePassword(
      { DATABASE_URL: 'postgres://postgres@postgres:5432/trading', DATABASE_PASSWORD: 'p@ss/w:rd 9f8e7d6c' },
      undefined,
    );

    expect(problems).toEqual([]);
    expect(env.DATABASE_PASSWORD).toBeUndefined();
    expect(decodeURIComponent(new URL(env.DATABASE_URL!).password)).toBe('p@ss/w:rd 9f8e7d6c');
    expect(new URL(env.DATABASE_URL!).host).toBe('postgres:5432');
  });

  it('uses the default URL when none is given', () => {
    const { env } = withDatabasePassword(
      { DATABASE_PASSWORD: 'a1b2c3d4e5f6a7b8' },
      'postgres://postgres@127.0.0.1:5432/trading',
    );

    expect(env.DATABASE_URL).toBe('postgres://postgres:a1b2c3d4e5f6a7b8@127.0.0.1:5432/trading');
  });

  it('refuses a password when the URL already holds one', () => {
    const { problems } = withDatabasePassword(
      { DATABASE_URL: 'postgres://u:one@db/t', DATABASE_PASSWORD: 'two' },
      undefined,
    );

    expect(problems).toEqual(['DATABASE_PASSWORD: DATABASE_URL already holds a password; give only one']);
  });
});
