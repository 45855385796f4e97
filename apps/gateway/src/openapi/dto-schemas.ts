import { createRequire } from 'node:module';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { SchemaObject } from './envelope-schemas.js';

const REF_PREFIX = '#/components/schemas/';

// class-transformer's @Type() record (nested DTOs), which its package exports only by this path.
const require = createRequire(import.meta.url);
const { defaultMetadataStorage } = require('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: object;
};

/**
 * JSON Schemas of the given DTO classes and of every class they nest, read from their class-validator
 * and class-transformer decorators: the contracts stay free of any documentation library, and the
 * document cannot drift from the rules the ValidationPipe enforces.
 */
export function dtoSchemas(classes: Function[]): Record<string, SchemaObject> {
  const all = validationMetadatasToSchemas({
    refPointerPrefix: REF_PREFIX,
    classTransformerMetadataStorage: defaultMetadataStorage as never,
  }) as Record<string, SchemaObject>;
  const out: Record<string, SchemaObject> = {};
  const visit = (name: string) => {
    if (out[name] || !all[name]) return;
    out[name] = all[name];
    for (const ref of JSON.stringify(all[name]).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) visit(ref[1]);
  };
  for (const cls of classes) visit(cls.name);
  return dropUnknownRefs(out, (name) => name in all) as Record<string, SchemaObject>;
}

/**
 * Removes `$ref`s to classes that have no schema: a nested field typed as a plain object (a map of
 * column settings), or a custom rule, which the converter points at `Object`. Such a field takes any object.
 */
function dropUnknownRefs(value: unknown, known: (name: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => dropUnknownRefs(v, known));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([k, v]) => k !== '$ref' || known(String(v).slice(REF_PREFIX.length)));
  if (entries.length === 0 && '$ref' in value) return { type: 'object' };
  return Object.fromEntries(entries.map(([k, v]) => [k, dropUnknownRefs(v, known)]));
}

/** A DTO class as OpenAPI parameters (`in: query` or `in: path`), one per property. */
export function parametersOf(schema: SchemaObject | undefined, where: 'query' | 'path') {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}
