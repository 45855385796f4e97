// What every process of the system shares, the gateway included: configuration, logging, errors, the
// NATS client and server options, metrics. Nothing here reaches a database, so the gateway, which owns
// no schema, does not load TypeORM and its drivers (about 7 MB of heap and 30 MB of memory per replica).
export * from './config/load-config.js';
export * from './config/env-transforms.js';
export * from './config/service-config.js';
export * from './config/guessable-secret.js';
export * from './config/secret-variables.js';
export * from './config/secret-files.js';
export * from './config/demo-in-production.js';
export * from './crypto/secret-cipher.js';
export * from './logging/request-context.js';
export * from './logging/logger.js';
export * from './logging/nest-logger.js';
export * from './logging/logger.module.js';
export * from './logging/rpc-context.interceptor.js';
export * from './errors/domain-error.js';
export * from './errors/validation.js';
export * from './errors/unstorable-text.js';
export * from './errors/rpc-call-error.js';
export * from './nats/connect.js';
export * from './nats/rpc-client.js';
export * from './nats/nats.module.js';
export * from './nats/server-options.js';
export * from './nats/durable-consumer.js';
export * from './health/health-server.js';
export * from './metrics/metrics.js';
export * from './bootstrap/in-flight.js';
export * from './runtime/heap-growth.js';
export * from './errors/payload-fields.js';
export * from './nats/reply-compression.js';
export { compressReply, dataEnvelopeText } from './nats/reply-encoding.js';
export * from './nats/user-id.decorator.js';
export * from './nats/market-queries.js';
