import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_USERS } from '@app/contracts';
import { LOGGER, demoInProductionWarning } from '@app/common';
import type { Logger } from 'pino';
import { AuthConfig } from '../config/auth.config.js';
import { PasswordHasher } from '../crypto/password-hasher.js';
import { UsersRepository } from '../users/users.repository.js';

/**
 * Creates the demo accounts when SEED_DEMO=true; running it again resets their passwords and names.
 * Production only gets here with ALLOW_DEMO_IN_PRODUCTION=true, and every such start says so loudly.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.SEED_DEMO) return;
    const warning = demoInProductionWarning(this.config);
    if (warning) this.logger.warn(warning);
    for (const u of Object.values(DEMO_USERS)) {
      await this.users.upsert({
        id: u.id,
        email: u.email,
        passwordHash: await this.hasher.hash(u.password),
        userType: u.user_type,
        firstName: u.first_name,
        lastName: u.last_name,
        brokerUserId: u.user_id,
        brokerUserShortname: u.user_shortname,
      });
    }
    this.logger.info({ accounts: Object.values(DEMO_USERS).map((u) => u.email) }, 'demo accounts seeded');
  }
}
