import { describe, expect, it } from '@jest/globals';
import { productionSecretProblems } from './secret-variables.js';

const GENERATED = '5c0f6b8e2d4a19c7e3f1a0b9d8c7e6f5a4b3c2d1';
const PRODUCTION = { NODE_ENV: 'production' };

describe('production secret rules', () => {
  it('ask nothing outside production, even of a placeholder', () => {
    expect(productionSecretProblems({ JWT_SECRET: 'change-me' }, ['JWT_SECRET'])).toEqual([]);
    expect(productionSecretProblems({ NODE_ENV: 'test' }, ['JWT_SECRET'])).toEqual([]);
  });

  it('require JWT_SECRET where the service declares it', () => {
    expect(productionSecretProblems(PRODUCTION, ['JWT_SECRET'])).toEqual([
      'JWT_SECRET: required in production (a random string of at least 32 characters)',
    ]);
    expect(productionSecretProblems(PRODUCTION, [])).toEqual([]);
  });

  it('refuse a placeholder JWT_SECRET without quoting it', () => {
    const problems = productionSecretProblems({ ...PRODUCTION, JWT_SECRET: 'change-me-to-a-long-random-string-now' }, [
      'JWT_SECRET',
    ]);

    expect(problems).toEqual([
      'JWT_SECRET: required in production (a random string of at least 32 characters); the value given is refused because it contains the placeholder word "changeme"',
    ]);
  });

  it('accept a generated JWT_SECRET', () => {
    expect(productionSecretProblems({ ...PRODUCTION, JWT_SECRET: GENERATED }, ['JWT_SECRET'])).toEqual([]);
  });

  it.each([
    ['postgres://app:postgres@db:5432/trading', "it is published in this project's repository"],
    ['postgres://app:changeme-4f9d0c2b7a1e@db/trading', 'it contains the placeholder word "changeme"'],
    ['postgres://trading_app_user:trading_app_user@db/trading', 'it equals the user name'],
    ['postgres://app:short1@db/trading', 'it is shorter than 16 characters'],
    ['postgresql://app:%3Cpassword%3E-9a8b7c6d5e@db/trading', 'it contains the placeholder word "password"'],
  ])('refuse the database password in %s', (url, reason) => {
    const problems = productionSecretProblems({ ...PRODUCTION, DATABASE_URL: url }, []);

    expect(problems).toEqual([`DATABASE_URL: the database password is refused in production because ${reason}`]);
    expect(problems[0]).not.toContain(new URL(url).password);
  });

  it('accept a database URL with a generated password, or with none (certificate or peer auth)', () => {
    expect(productionSecretProblems({ ...PRODUCTION, DATABASE_URL: `postgres://app:${GENERATED}@db/t` }, [])).toEqual(
      [],
    );
    expect(
      productionSecretProblems({ ...PRODUCTION, DATABASE_URL: 'postgres://app@db/t?sslmode=verify-full' }, []),
    ).toEqual([]);
  });

  it('check every other secret variable the services read, naming each', () => {
    const problems = productionSecretProblems(
      {
        ...PRODUCTION,
        PGPASSWORD: 'postgres',
        KITE_API_KEY: 'your-kite-api-key-placeholder',
        KITE_ACCESS_TOKEN: 'xxxxxxxxxxxxxxxx',
      },
      [],
    );

    expect(problems.map((p) => p.split(':')[0])).toEqual(['PGPASSWORD', 'KITE_API_KEY', 'KITE_ACCESS_TOKEN']);
  });
});
