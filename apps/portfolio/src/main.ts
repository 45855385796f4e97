import 'reflect-metadata';
import { serviceSubjects } from '@app/contracts';
import { closeOnSignals, createLogger, startService, tuneHeapForServing } from '@app/common';
import { loadPortfolioConfig } from './config/portfolio.config.js';
import { PortfolioModule } from './portfolio.module.js';

tuneHeapForServing();
const config = loadPortfolioConfig();
const logger = createLogger({ service: 'portfolio', level: config.LOG_LEVEL, instance: config.INSTANCE_ID });
const app = await startService(PortfolioModule.forRoot(config, logger), {
  queue: 'portfolio',
  readinessSubject: serviceSubjects('portfolio').health,
  natsUrl: config.NATS_URL,
  instance: config.INSTANCE_ID,
  logger,
});
closeOnSignals(app, logger);
logger.info('portfolio service ready');
