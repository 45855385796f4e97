import 'reflect-metadata';
import { serviceSubjects } from '@app/contracts';
import { closeOnSignals, createLogger, startService, tuneHeapForServing } from '@app/common';
import { loadMarketConfig } from './config/market.config.js';
import { MarketModule } from './market.module.js';

tuneHeapForServing();
const config = loadMarketConfig();
const logger = createLogger({ service: 'market', level: config.LOG_LEVEL, instance: config.INSTANCE_ID });
const app = await startService(MarketModule.forRoot(config, logger), {
  queue: 'market',
  readinessSubject: serviceSubjects('market').health,
  natsUrl: config.NATS_URL,
  instance: config.INSTANCE_ID,
  logger,
});
closeOnSignals(app, logger);
logger.info('market service ready');
