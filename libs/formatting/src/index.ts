export * from './conditional-formatting.js';
export * from './pnl.js';
export * from './ist-day.js';
