import 'reflect-metadata';
import { serviceSubjects } from '@app/contracts';
import { closeOnSignals, createLogger, startService } from '@app/common';
import { loadAlertsConfig } from './config/alerts.config.js';
import { AlertsModule } from './alerts.module.js';

const config = loadAlertsConfig();
const logger = createLogger({ service: 'alerts', level: config.LOG_LEVEL, instance: config.INSTANCE_ID });
const app = await startService(AlertsModule.forRoot(config, logger), {
  queue: 'alerts',
  readinessSubject: serviceSubjects('alerts').health,
  natsUrl: config.NATS_URL,
  instance: config.INSTANCE_ID,
  logger,
});
closeOnSignals(app, logger);
logger.info('alerts service ready');
