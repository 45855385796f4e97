/** A JSON Schema (2020-12) as OpenAPI 3.1 takes it; the scanner's own type stops at 3.0 (no `const`). */
export interface SchemaObject {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  format?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  oneOf?: SchemaObject[];
}

/** The component names the document gives the envelope pieces. */
export const ENVELOPE = { failure: 'ApiFailure', fieldError: 'FieldError', user: 'PublicUser' } as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The shared shapes of every answer (libs/contracts/src/shared/envelope.ts and the exception filter),
 * written once here because contracts holds them as TypeScript types, which leave nothing at run time.
 */
export const envelopeComponents: Record<string, SchemaObject> = {
  [ENVELOPE.fieldError]: {
    type: 'object',
    required: ['field', 'errors'],
    properties: { field: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
  },
  [ENVELOPE.failure]: {
    type: 'object',
    description: 'Every failed /api answer. `details` comes with 400 validation errors; `data` with a degraded health.',
    required: ['success', 'error'],
    additionalProperties: false,
    properties: {
      success: { const: false },
      error: { type: 'string' },
      details: { type: 'array', items: ref(ENVELOPE.fieldError) },
      data: {},
    },
  },
  [ENVELOPE.user]: {
    type: 'object',
    description: 'A user as every answer shows it: never a hash, never a token.',
    required: ['id', 'email', 'first_name', 'last_name', 'user_type', 'user_id', 'user_shortname', 'is_active'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      first_name: { type: ['string', 'null'] },
      last_name: { type: ['string', 'null'] },
      user_type: { enum: ['customer', 'admin'] },
      user_id: { type: ['string', 'null'] },
      user_shortname: { type: ['string', 'null'] },
      is_active: { type: 'boolean' },
      created_at: { type: 'string', format: 'date-time' },
      last_login_at: { type: ['string', 'null'], format: 'date-time' },
    },
  },
};

/** `{success: true, data}`: what the envelope interceptor writes around a handler's answer. */
export function successSchema(data: SchemaObject): SchemaObject {
  return { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data } };
}

/** `{success: true, ...keys}`: a route marked @FlatEnvelope() keeps its keys beside `success`. */
export function flatSuccessSchema(data: SchemaObject): SchemaObject {
  return {
    type: 'object',
    required: ['success', ...(data.required ?? [])],
    properties: { success: { const: true }, ...(data.properties ?? {}) },
  };
}

export const failureRef = ref(ENVELOPE.failure);
export const userRef = ref(ENVELOPE.user);
