export * from './kite-failure.js';
export * from './kite-request.js';
export * from './checksums.js';
export * from './access-token-expiry.js';
