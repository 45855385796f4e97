import type { OperationObject, ResponsesObject } from '@nestjs/swagger';
import openapiSampler from 'openapi-sampler';
import { failureRef, flatSuccessSchema, successSchema, type SchemaObject } from './envelope-schemas.js';
import { FILE_UPLOAD_ROUTES } from './import-answers.js';
import { FILE_DOWNLOAD_ROUTES } from './report-answers.js';
import { REQUEST_EXAMPLES } from './request-examples.js';
import { ROUTE_FAILURES } from './route-failures.js';
import type { RouteAnswer } from './route-answers.js';
import type { RouteInputs } from './route-inputs.js';
import { parametersOf } from './dto-schemas.js';

export const COOKIE_SCHEME = 'session';

/** Where a redirecting route (a browser's landing after an outside login) sends the browser. */
const REDIRECT_EXAMPLES: Record<string, string> = {
  'GET /api/broker/kite/callback': '/settings?broker=connected',
};

const failure = (description: string, error: string, details?: unknown) => ({
  description,
  content: {
    'application/json': { schema: failureRef, example: { success: false, error, ...(details ? { details } : {}) } },
  },
});

/** The failures a route can answer, from what its decorators say it takes and who may call it. */
function failures(route: RouteInputs, fieldNames: string[]): ResponsesObject {
  const out: ResponsesObject = {};
  if (route.body || route.query || route.params) {
    const field = fieldNames[0] ?? 'id';
    out['400'] = failure('Invalid input: names each offending field', `Invalid input: ${field}`, [
      { field, errors: [`${field} must be valid`] },
    ]);
  }
  if (!route.isPublic && !route.optionalAuth) out['401'] = failure('No valid session cookie', 'Not signed in');
  if (route.roles) out['403'] = failure('Signed in without the needed role', 'You do not have permission to do this');
  if (route.params) out['404'] = failure("No such row among the caller's own", 'Not found');
  if (!route.key.endsWith('/health/live'))
    out['503'] = failure('The service behind the route cannot be reached', 'Service unavailable');
  for (const [status, when, error] of ROUTE_FAILURES[route.key] ?? []) out[String(status)] = failure(when, error);
  return out;
}

type Sample = (schema: SchemaObject, options: object, spec: object) => unknown;
const sample = (openapiSampler as unknown as { sample: Sample }).sample;

/**
 * Fills one operation the scanner found: inputs from the DTO schemas, the cookie requirement,
 * the success envelope with its example, and the failure envelope per possible status.
 */
export function completeOperation(
  op: OperationObject,
  route: RouteInputs,
  answer: RouteAnswer | undefined,
  spec: { components: { schemas: Record<string, SchemaObject> } },
): void {
  const schemas = spec.components.schemas;
  const paramSchema = route.params ? schemas[route.params.name] : undefined;
  const querySchema = route.query ? schemas[route.query.name] : undefined;
  const pathNames = [...route.key.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pathParams = parametersOf(paramSchema, 'path');
  for (const name of pathNames)
    if (!pathParams.some((p) => p.name === name))
      pathParams.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  op.parameters = [...pathParams, ...parametersOf(querySchema, 'query')];
  if (route.body) {
    const schema = { $ref: `#/components/schemas/${route.body.name}` };
    op.requestBody = {
      required: true,
      content: {
        'application/json': { schema, example: REQUEST_EXAMPLES[route.body.name] ?? sample(schema, {}, spec) },
      },
    };
  } else if (FILE_UPLOAD_ROUTES[route.key]) {
    const { field, description } = FILE_UPLOAD_ROUTES[route.key];
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', format: 'binary', description } },
          },
          example: { [field]: '(the file, e.g. tradebook-AB1234-EQ.csv)' },
        },
      },
    };
  } else delete op.requestBody;
  const dataSchema: SchemaObject = answer?.schema ?? { type: 'object' };
  const wrapped = route.flat ? flatSuccessSchema(dataSchema) : successSchema(dataSchema);
  const data = answer?.example ?? sample(dataSchema, {}, spec);
  const example = route.flat ? { success: true, ...(data as object) } : { success: true, data };
  const fieldNames = Object.keys(
    (route.body ? schemas[route.body.name] : (querySchema ?? paramSchema))?.properties ?? {},
  );
  const download = FILE_DOWNLOAD_ROUTES[route.key];
  const success = download
    ? {
        description: 'The file itself, as an attachment',
        content: Object.fromEntries(
          download.types.map((t) => [t, { schema: { type: 'string', format: 'binary' }, example: download.example }]),
        ),
      }
    : route.status >= 300 && route.status < 400
      ? {
          description: 'Redirects the browser; the Location header says where',
          headers: { Location: { schema: { type: 'string' }, example: REDIRECT_EXAMPLES[route.key] ?? '/' } },
        }
      : {
          description: route.flat ? 'Success; the keys sit beside `success`' : 'Success; the answer under `data`',
          content: { 'application/json': { schema: wrapped, example } },
        };
  op.responses = { [String(route.status)]: success, ...failures(route, fieldNames) };
  op.security = route.isPublic ? [] : route.optionalAuth ? [{}, { [COOKIE_SCHEME]: [] }] : [{ [COOKIE_SCHEME]: [] }];
  const who = route.roles
    ? `Role: ${route.roles.join(', ')}.`
    : route.isPublic
      ? 'Public.'
      : route.optionalAuth
        ? 'Reads a session if present.'
        : 'Signed in.';
  op.description = [op.description, who].filter(Boolean).join(' ');
}
