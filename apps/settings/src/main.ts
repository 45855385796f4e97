import 'reflect-metadata';
import { serviceSubjects } from '@app/contracts';
import { closeOnSignals, createLogger, startService, tuneHeapForServing } from '@app/common';
import { loadSettingsConfig } from './config/settings.config.js';
import { SettingsModule } from './settings.module.js';

tuneHeapForServing();
const config = loadSettingsConfig();
const logger = createLogger({ service: 'settings', level: config.LOG_LEVEL, instance: config.INSTANCE_ID });
const app = await startService(SettingsModule.forRoot(config, logger), {
  queue: 'settings',
  readinessSubject: serviceSubjects('settings').health,
  natsUrl: config.NATS_URL,
  instance: config.INSTANCE_ID,
  logger,
});
closeOnSignals(app, logger);
logger.info('settings service ready');
