import type { INestMicroservice } from '@nestjs/common';
import { serviceSubjects } from '@app/contracts';
import { startService } from '@app/common';
import { AlertsModule } from '../../apps/alerts/src/alerts.module.js';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import type { TestInfra } from './infra.js';
import { capturingLogger } from './logs.js';

/** Another alerts replica on the test's Postgres and NATS, in the same queue group as the stack's. */
export function startAlertsReplica(
  infra: TestInfra,
  instance = 'alerts-2',
  extraEnv: Record<string, string> = {},
): Promise<INestMicroservice> {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    HEALTH_PORT: '0',
    INSTANCE_ID: instance,
    DB_POOL_SIZE: '3',
    ...extraEnv,
  };
  const { logger } = capturingLogger(instance);
  return startService(AlertsModule.forRoot(loadAlertsConfig(env), logger), {
    queue: 'alerts',
    natsUrl: infra.nats.url,
    instance,
    logger,
    readinessSubject: serviceSubjects('alerts').health,
  });
}
