export * from './conditional-formatting.js';
