import fc from 'fast-check';
import { BAD_DATES, HOSTILE_IDS, HOSTILE_KEYS, MALFORMED_BODIES, NASTY_STRINGS } from './fuzz-values.js';
import type { DiscoveredRoute, FieldHint, RouteMeta, Shape } from './routes.js';

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 150, maxLength: 1500 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1e-7,
    0.12345,
    2 ** 31,
    2 ** 32,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e21,
    4294967295,
    4294967296,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased towards the nasty ones. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const extraKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ minLength: 1, maxLength: 12 }));

const dateLike = fc.oneof(
  fc.constantFrom(...BAD_DATES),
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10))),
);

const num = (hint: FieldHint, rule: string) => hint.constraints.get(rule)?.[0] as number | undefined;

function aimedScalar(hint: FieldHint, ids: string[]): fc.Arbitrary<unknown> {
  const r = hint.rules;
  if (r.has('isIn')) {
    const values = (hint.constraints.get('isIn')?.[0] ?? []) as unknown[];
    const strings = values.filter((v): v is string => typeof v === 'string');
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...values) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...(strings.length ? strings.map((s) => s.toLowerCase() + ' ') : ['x'])),
      },
    );
  }
  if (r.has('isUuid'))
    return ids.length
      ? fc.oneof(fc.uuid(), fc.constantFrom(...ids), fc.constantFrom(...HOSTILE_IDS))
      : fc.oneof(fc.uuid(), fc.constantFrom(...HOSTILE_IDS));
  if (r.has('isInt') || r.has('isNumber') || r.has('isFiniteNumber') || r.has('isPositive')) {
    const min = Math.max(num(hint, 'min') ?? (r.has('isPositive') ? 0.0001 : -1_000_000), -1_000_000_000);
    const max = Math.min(num(hint, 'max') ?? 1_000_000, 1_000_000_000);
    const inRange = r.has('isInt')
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    return fc.oneof(
      { weight: 4, arbitrary: inRange },
      { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, min, max, 1.5, -1, 0) },
      { weight: 1, arbitrary: fc.constantFrom('1', '1e3', 'NaN', 'Infinity', '12abc', '') },
      { weight: 1, arbitrary: hostileNumber },
    );
  }
  if (r.has('isBoolean')) return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0, 'yes', null));
  if (r.has('isDateString') || r.has('matches'))
    return fc.oneof(
      { weight: 3, arbitrary: dateLike },
      { weight: 1, arbitrary: fc.constantFrom('#1a1a1a', '#FFF', '#12345678', '#zzzzzz', 'red') },
      { weight: 1, arbitrary: hostileString },
    );
  if (r.has('isEmail'))
    return fc.oneof(
      fc.emailAddress(),
      fc.constantFrom('a@b', '@x.com', 'x@', 'ä@ü.de', `${'a'.repeat(250)}@example.com`),
      hostileString,
    );
  if (r.has('isObject'))
    return fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 3 }), hostileJson);
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
  );
}

function aimed(hint: FieldHint, ids: string[]): fc.Arbitrary<unknown> {
  const isArray = hint.rules.has('isArray');
  const element = hint.nested ? shapedObject(hint.nested, ids) : aimedScalar(hint, ids);
  const value = isArray ? fc.array(element, { maxLength: 4 }) : element;
  return fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: hostileJson });
}

/** Objects with the DTO's keys (any of them missing) holding aimed or hostile values, plus stray keys. */
export function shapedObject(shape: Shape, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, hint] of shape) model[key] = aimed(hint, ids);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.option(fc.array(fc.tuple(extraKey, hostileJson), { maxLength: 2 }), { freq: 3, nil: [] }),
    )
    .map(([base, extras]) => {
      const out: Record<string, unknown> = { ...base };
      // defineProperty keeps `__proto__` an own key, so it reaches the wire as a key.
      for (const [k, v] of extras)
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });
}

/** encodeURIComponent that survives lone surrogates (they go out as U+FFFD). */
export const enc = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

export interface FuzzRequest {
  method: DiscoveredRoute['method'];
  path: string;
  query: string;
  /** Raw JSON text sent with Content-Type application/json, or undefined for no body. */
  body?: string;
}

function segment(hint: FieldHint | undefined, ids: string[]): fc.Arbitrary<string> {
  const aimedValue = hint
    ? aimedScalar(hint, ids).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'x')))
    : fc.string({ minLength: 1 });
  const encoded = fc
    .oneof(
      { weight: 3, arbitrary: aimedValue },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }) },
    )
    .map(enc);
  return fc.oneof(
    { weight: 6, arbitrary: encoded },
    { weight: 1, arbitrary: fc.constantFrom('..', '../..', '.', '%2e%2e%2f', '%00', '%') },
  );
}

function queryString(shape: Shape | undefined, ids: string[]): fc.Arbitrary<string> {
  const aimedPairs = shape
    ? shapedObject(shape, ids).map((o) =>
        Object.keys(o).flatMap((k) => {
          const v = o[k];
          return Array.isArray(v)
            ? v.map((x) => [k, String(x)] as const)
            : [[k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const];
        }),
      )
    : fc.constant([] as (readonly [string, string])[]);
  const extras = fc.array(
    fc.tuple(
      fc.oneof(extraKey, fc.constantFrom('a[b]', '__proto__[polluted]', 'constructor[prototype][polluted]', 'x[]')),
      hostileString,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(aimedPairs, extras)
    .map(([a, b]) =>
      [...a, ...b].map(([k, v]) => `${k.includes('[') ? k.replace(/[^[\]]+/g, enc) : enc(k)}=${enc(v)}`).join('&'),
    );
}

/** Requests aimed at one route: its path with generated ids, a query string and (unless GET) a body. */
export function requestFor(
  route: DiscoveredRoute,
  meta: RouteMeta | undefined,
  ids: string[],
): fc.Arbitrary<FuzzRequest> {
  const segments = route.params.map((p) => segment(meta?.params?.get(p), ids));
  const path = fc.tuple(...segments.map((s) => s as fc.Arbitrary<string>)).map((values) => {
    let i = 0;
    return route.path.replace(/:(\w+)/g, () => values[i++]);
  });
  const query =
    route.method === 'GET'
      ? queryString(meta?.query, ids)
      : fc.option(queryString(undefined, ids), { freq: 4, nil: '' });
  const bodyObject = meta?.body ? shapedObject(meta.body, ids) : fc.dictionary(extraKey, hostileJson, { maxKeys: 3 });
  const body =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 8, arbitrary: bodyObject.map((o) => JSON.stringify(o)) },
          { weight: 1, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  return fc.record({
    method: fc.constant(route.method),
    path: route.params.length ? path : fc.constant(route.path),
    query,
    body,
  }) as fc.Arbitrary<FuzzRequest>;
}
