import 'reflect-metadata';
import { createLogger, tuneHeapForServing } from '@app/common/base';
import { createGateway } from './bootstrap.js';
import { loadGatewayConfig } from './config/gateway.config.js';

tuneHeapForServing();
const config = loadGatewayConfig();
const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL, instance: config.INSTANCE_ID });
const app = await createGateway(config, logger);
await app.listen(config.PORT);
logger.info({ url: `http://localhost:${config.PORT}` }, 'gateway listening');
