import { IsBoolean, IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import { EnvBoolean, EnvInt, ServiceConfig, loadConfig } from '@app/common';

/** Development and tests only: it is published, so production refuses it (see PUBLISHED_SECRETS). */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

export class AuthConfig extends ServiceConfig {
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = DEV_JWT_SECRET;

  @EnvInt()
  @IsInt()
  @Min(60)
  @Max(3600)
  ACCESS_TOKEN_TTL_SECONDS = 900;

  @EnvInt()
  @IsInt()
  @Min(1)
  @Max(365)
  REFRESH_TTL_REMEMBER_DAYS = 30;

  @EnvInt()
  @IsInt()
  @Min(1)
  @Max(720)
  REFRESH_TTL_SESSION_HOURS = 24;

  @EnvBoolean()
  @IsBoolean()
  ALLOW_REGISTRATION = true;

  @EnvInt()
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;

  @EnvInt()
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_IP = 100;

  @EnvInt()
  @IsInt()
  @Min(1)
  LOGIN_FAILURE_WINDOW_MINUTES = 15;
}

/** The one place the auth service reads its environment; loadConfig refuses a missing or guessable secret in production. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const production = env.NODE_ENV === 'production';
  return loadConfig(AuthConfig, env, {
    // Open sign-up is a convenience for development; production must opt in.
    defaults: { ALLOW_REGISTRATION: production ? 'false' : 'true', HEALTH_PORT: '3001' },
  });
}
