// Everything a service shares: the base every process uses, and what a service that owns a schema adds
// (the database, user data, the service core module, corporate-action streams, the service bootstrap).
export * from './base.js';
export * from './errors/rpc-error.filter.js';
export * from './database/typeorm.js';
export * from './database/dates-as-text.js';
export * from './database/unnest-insert.js';
export * from './user-data/user-data.repository.js';
export * from './user-data/user-events.stream.js';
export * from './user-data/user-deleted.consumer.js';
export * from './user-data/user-events.publisher.js';
export * from './health/service-core.module.js';
export * from './bootstrap/start-service.js';
export * from './database/column-transformers.js';
export * from './database/unit-of-work.js';
export * from './database/database-probe.js';
export * from './corporate-actions/corporate-actions.stream.js';
export * from './corporate-actions/corporate-actions.consumer.js';
export * from './corporate-actions/corporate-actions.listener.js';
