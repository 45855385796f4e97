import { IsBoolean, IsInt, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { fileURLToPath } from 'node:url';
import { BaseConfig, EnvBoolean, EnvInt, loadConfig } from '@app/common/base';

/** Development and tests only: it is published, so production refuses it (see PUBLISHED_SECRETS). */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export class GatewayConfig extends BaseConfig {
  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = DEV_JWT_SECRET;

  @EnvBoolean()
  @IsBoolean()
  COOKIE_SECURE = false;

  @EnvBoolean()
  @IsBoolean()
  TRUST_PROXY = false;

  /** Extra origins allowed to make state-changing calls and open sockets (comma-separated), e.g. a dev server. */
  @IsString()
  ALLOWED_ORIGINS = '';

  @IsString()
  WEB_DIST = DEFAULT_WEB_DIST;

  @Matches(/^\d+(b|kb|mb)$/, { message: 'BODY_LIMIT must look like 100kb or 1mb' })
  BODY_LIMIT = '100kb';

  @EnvInt()
  @IsInt()
  @Min(1)
  VALIDATE_USERNAME_PER_MINUTE = 30;

  @EnvInt()
  @IsInt()
  @Min(1)
  REGISTER_PER_MINUTE = 10;

  @EnvInt()
  @IsInt()
  @Min(100)
  HEALTH_TIMEOUT_MS = 1500;

  /** Port of the Prometheus /metrics endpoint; 0 turns it off. */
  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT = 9464;

  /** How often every socket gets a heartbeat event. */
  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(300000)
  HEARTBEAT_INTERVAL_MS = 15000;

  /** How long live subscriptions made over REST last on this replica while the user holds no socket on it. */
  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(86_400_000)
  LIVE_REST_SUBSCRIPTION_TTL_MS = 600_000;

  /** The largest file an upload (`POST /api/imports`, the admin's corporate-action CSV) may carry. */
  @EnvInt()
  @IsInt()
  @Min(1)
  UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

  /** How long an uploaded file is kept in the object store when no one commits or discards its import. */
  @EnvInt()
  @IsInt()
  @Min(60)
  UPLOAD_TTL_SECONDS = 24 * 3600;

  /** Parsing or committing a 100,000-row file takes seconds, far past an ordinary call's timeout. */
  @EnvInt()
  @IsInt()
  @Min(1000)
  IMPORT_RPC_TIMEOUT_MS = 300_000;

  get allowedOrigins(): string[] {
    return this.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
}

/** The one place the gateway reads its environment; loadConfig refuses a missing or guessable secret in production. */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(GatewayConfig, env);
}
