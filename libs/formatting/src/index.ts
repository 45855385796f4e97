export * from './conditional-formatting.js';
export * from './pnl.js';
