import 'reflect-metadata';
import { serviceSubjects } from '@app/contracts';
import { closeOnSignals, createLogger, startService, tuneHeapForServing } from '@app/common';
import { AuthModule } from './auth.module.js';
import { loadAuthConfig } from './config/auth.config.js';

tuneHeapForServing();
const config = loadAuthConfig();
const logger = createLogger({ service: 'auth', level: config.LOG_LEVEL, instance: config.INSTANCE_ID });
const app = await startService(AuthModule.forRoot(config, logger), {
  queue: 'auth',
  readinessSubject: serviceSubjects('auth').health,
  natsUrl: config.NATS_URL,
  instance: config.INSTANCE_ID,
  logger,
});
closeOnSignals(app, logger);
logger.info('auth service ready');
