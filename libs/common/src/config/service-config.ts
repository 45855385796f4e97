import { IsBoolean, IsIn, IsInt, IsString, Max, Min, Matches } from 'class-validator';
import { EnvBoolean, EnvInt } from './env-transforms.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Variables every backend process reads. */
export class BaseConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Matches(/^(nats|tls|ws|wss):\/\/.+/, {
    message: 'NATS_URL must look like nats://host:port (comma-separate several)',
  })
  NATS_URL = 'nats://127.0.0.1:4222';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(180000)
  RPC_TIMEOUT_MS = 5000;

  @IsString()
  INSTANCE_ID = `${process.pid}`;
}

/** Variables of a NATS microservice that owns a Postgres schema. */
export class ServiceConfig extends BaseConfig {
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/trading';

  @EnvBoolean()
  @IsBoolean()
  SEED_DEMO = false;

  /** Production refuses SEED_DEMO unless this confirms it: the demo accounts' passwords are published. */
  @EnvBoolean()
  @IsBoolean()
  ALLOW_DEMO_IN_PRODUCTION = false;

  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(65535)
  HEALTH_PORT = 0;

  @EnvInt()
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;
}
