import type { SchemaObject } from './envelope-schemas.js';

/** The building blocks the per-area answer catalogues describe their JSON with. */
export const num: SchemaObject = { type: 'number' };
export const maybeNum: SchemaObject = { type: ['number', 'null'] };
export const text: SchemaObject = { type: 'string' };
export const maybeText: SchemaObject = { type: ['string', 'null'] };
export const bool: SchemaObject = { type: 'boolean' };

/** An object whose every property is required except those named in `optional`. */
export const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
