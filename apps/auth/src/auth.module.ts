import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { Logger } from 'pino';
import {
  LoggerModule,
  NatsModule,
  ServiceCoreModule,
  UnitOfWork,
  UserEventsPublisher,
  NATS_CONNECTION,
  serviceTypeOrmModule,
} from '@app/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { AdminController } from './admin/admin.controller.js';
import { AdminService } from './admin/admin.service.js';
import { AdminAuditEntity } from './audit/admin-audit.entity.js';
import { AdminAuditRepository } from './audit/admin-audit.repository.js';
import { AdminAuditService } from './audit/admin-audit.service.js';
import { AuthConfig } from './config/auth.config.js';
import { Clock } from './crypto/clock.js';
import { PasswordHasher } from './crypto/password-hasher.js';
import { TokenGenerator } from './crypto/token-generator.js';
import { LimitCountersRepository } from './limits/limit-counters.repository.js';
import { LimitCountersService } from './limits/limit-counters.service.js';
import { LimitsController } from './limits/limits.controller.js';
import { LoginFailureEntity } from './login/login-failure.entity.js';
import { LoginFailuresRepository } from './login/login-failures.repository.js';
import { LoginController } from './login/login.controller.js';
import { LoginThrottle } from './login/login-throttle.service.js';
import { LoginService } from './login/login.service.js';
import { CreateAuthTables1763800000000 } from './migrations/1763800000000-create-auth-tables.js';
import { CreateLimitCountersAndAdminAudit1764900000000 } from './migrations/1764900000000-create-limit-counters-and-admin-audit.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { RefreshTokenEntity } from './sessions/refresh-token.entity.js';
import { SessionEntity } from './sessions/session.entity.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UserEntity } from './users/user.entity.js';
import { UsersController } from './users/users.controller.js';
import { UsersRepository } from './users/users.repository.js';
import { UsersService } from './users/users.service.js';

export const AUTH_SCHEMA = 'auth';

@Module({})
export class AuthModule {
  static forRoot(config: AuthConfig, logger: Logger): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({
          url: config.NATS_URL,
          name: `auth-${config.INSTANCE_ID}`,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: AUTH_SCHEMA,
          entities: [UserEntity, SessionEntity, RefreshTokenEntity, LoginFailureEntity, AdminAuditEntity],
          migrations: [CreateAuthTables1763800000000, CreateLimitCountersAndAdminAudit1764900000000],
          poolSize: config.DB_POOL_SIZE,
        }),
        JwtModule.register({
          secret: config.JWT_SECRET,
          signOptions: { algorithm: 'HS256', issuer: 'trading-dashboard', audience: 'trading-dashboard' },
        }),
        ServiceCoreModule.forRoot({
          service: 'auth',
          schema: AUTH_SCHEMA,
          // Auth deletes its own rows in the delete transaction; sessions and tokens cascade from users.
          userTables: [{ table: 'sessions', userColumn: 'user_id' }],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: false,
        }),
      ],
      controllers: [LoginController, SessionsController, UsersController, AdminController, LimitsController],
      providers: [
        { provide: AuthConfig, useValue: config },
        {
          provide: UserEventsPublisher,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) => new UserEventsPublisher(nc),
        },
        UnitOfWork,
        Clock,
        PasswordHasher,
        TokenGenerator,
        UsersRepository,
        SessionsRepository,
        LoginFailuresRepository,
        LimitCountersRepository,
        LimitCountersService,
        AdminAuditRepository,
        AdminAuditService,
        LoginThrottle,
        LoginService,
        SessionsService,
        UsersService,
        AdminService,
        DemoSeedService,
      ],
    };
  }
}
