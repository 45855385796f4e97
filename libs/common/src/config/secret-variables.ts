import { guessableSecretReason } from './guessable-secret.js';

/**
 * Every variable a service reads that holds a secret, with the shortest length production accepts.
 * Each can also come from a file named by `<NAME>_FILE` (the Docker and Kubernetes secrets convention).
 */
export const SECRET_VARIABLES = {
  /** Required: its development default is published, so production must be given one. */
  JWT_SECRET: { minLength: 32, required: true },
  /** Only the password inside the URL is a secret; a URL without one (certificate or peer auth) passes. */
  DATABASE_URL: { minLength: 16 },
  /** Put into DATABASE_URL at start-up, so the URL itself can stay in plain configuration. */
  DATABASE_PASSWORD: { minLength: 16 },
  /** Read by the Postgres driver when DATABASE_URL has no password. */
  PGPASSWORD: { minLength: 16 },
  KITE_API_KEY: { minLength: 1 },
  KITE_ACCESS_TOKEN: { minLength: 1 },
  /** The Kite Connect app's secret: it signs the session checksum and verifies order messages. */
  KITE_API_SECRET: { minLength: 16 },
  /** `id:base64key,...`: the AES-256 keys that seal broker access tokens at rest. */
  BROKER_TOKEN_KEYS: { minLength: 40 },
  /** `id:base64key,...`: the AES-256 keys that seal alert channel secrets (webhook secrets, push keys, chats). */
  ALERT_SECRET_KEYS: { minLength: 40 },
  /** The Telegram bot's token from @BotFather (`<bot id>:<35 characters>`). */
  TELEGRAM_BOT_TOKEN: { minLength: 40 },
  /** The VAPID private key of web push (base64url of 32 bytes). */
  VAPID_PRIVATE_KEY: { minLength: 40 },
  /** Only the password inside the URL is a secret, as in DATABASE_URL; a URL without one passes. */
  SMTP_URL: { minLength: 12 },
} as const;

export type SecretVariable = keyof typeof SECRET_VARIABLES;
export const SECRET_VARIABLE_NAMES = Object.keys(SECRET_VARIABLES) as SecretVariable[];

/** The secret variables a config class declares that production must be given. */
export function requiredSecrets(config: object): SecretVariable[] {
  return SECRET_VARIABLE_NAMES.filter((name) => 'required' in SECRET_VARIABLES[name] && name in config);
}

const REQUIRED_HINT = 'required in production (a random string of at least 32 characters)';

/** The password part of a postgres URL, decoded, with its user name; undefined parts when absent or unparsable. */
export function databaseUrlCredentials(url: string): { user?: string; password?: string } {
  try {
    const parsed = new URL(url);
    return {
      user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    };
  } catch {
    return {};
  }
}

/** Variables that are URLs whose password alone is the secret. */
const URL_WITH_PASSWORD = { DATABASE_URL: 'the database password', SMTP_URL: 'the SMTP password' } as const;

function urlPasswordProblem(name: keyof typeof URL_WITH_PASSWORD, url: string): string | undefined {
  const { user, password } = databaseUrlCredentials(url);
  if (password === undefined) return undefined;
  const reason =
    user !== undefined && password.toLowerCase() === user.toLowerCase()
      ? 'it equals the user name'
      : guessableSecretReason(password, SECRET_VARIABLES[name].minLength);
  return reason && `${name}: ${URL_WITH_PASSWORD[name]} is refused in production because ${reason}`;
}

/**
 * In production, names every secret that is missing (when required) or guessable. `env` holds the values
 * given to the process (after `<NAME>_FILE` is read); class defaults are never secrets, so they are not in it.
 */
export function productionSecretProblems(
  env: Record<string, string | undefined>,
  required: readonly SecretVariable[],
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of SECRET_VARIABLE_NAMES) {
    const value = env[name];
    if (value === undefined || value === '') {
      if (required.includes(name)) problems.push(`${name}: ${REQUIRED_HINT}`);
      continue;
    }
    if (name === 'DATABASE_URL' || name === 'SMTP_URL') {
      const problem = urlPasswordProblem(name, value);
      if (problem) problems.push(problem);
      continue;
    }
    const reason = guessableSecretReason(value, SECRET_VARIABLES[name].minLength);
    if (!reason) continue;
    const hint = name === 'JWT_SECRET' ? REQUIRED_HINT : 'must be a generated random value in production';
    problems.push(`${name}: ${hint}; the value given is refused because ${reason}`);
  }
  return problems;
}
