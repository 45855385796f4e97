import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { DiscoveredRoute } from './routes.js';

export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes?: Record<string, object> };
}
export interface Operation {
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: object; example?: unknown }> }>;
  security?: object[];
}

/** `/api/watchlist/:id` as the document writes it. */
export const documentPath = (r: DiscoveredRoute) => r.path.replace(/:(\w+)/g, '{$1}');

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const validators = new WeakMap<OpenApiDoc, Ajv2020>();
/** One Ajv per document, holding its components once under the id `components`. */
function validatorOf(doc: OpenApiDoc): Ajv2020 {
  let ajv = validators.get(doc);
  if (!ajv) {
    ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'components', components: doc.components });
    validators.set(doc, ajv);
  }
  return ajv;
}

/**
 * Checks an answer against the schema the document gives the route for that status, with the
 * document's components in reach of its `$ref`s. Returns the validation errors, empty when it matches.
 */
export function answerErrors(doc: OpenApiDoc, key: string, status: number, body: unknown): string[] {
  const [method, path] = key.split(' ');
  const response = doc.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return [`the document has no ${status} answer for ${key}`];
  const validate = validatorOf(doc).compile(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"components#/components/')),
  );
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${key} ${status}: ${e.instancePath || '/'} ${e.message}`);
}
