import { createRequire } from 'node:module';
import type { INestApplication } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { routeInputs } from '../../apps/gateway/src/openapi/route-inputs.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One route the running gateway answers, as Express holds it (`/api/watchlist/:id`). */
export interface DiscoveredRoute {
  method: HttpMethod;
  path: string;
  /** `METHOD /path`, the key of the tables in the tests. */
  key: string;
  params: string[];
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: Layer[] };
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * The catalogue's own routes (its page, the page's script and the document), which no controller
 * declares; test/e2e/openapi.e2e-spec.ts covers them.
 */
export const isCatalogueRoute = (path: string) => path === '/api/openapi.json' || /^\/api\/docs(\/|$)/.test(path);

/**
 * Every `/api` route registered on the gateway's Express app (but the catalogue's own), read from its
 * router, so a route added later shows up here without anyone listing it.
 */
export function discoverApiRoutes(app: INestApplication): DiscoveredRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const root = express.router ?? express._router;
  if (!root) throw new Error('the gateway has no Express router');
  const out = new Map<string, DiscoveredRoute>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          if ((!path.startsWith('/api/') && path !== '/api') || isCatalogueRoute(path)) continue;
          for (const [m, on] of Object.entries(layer.route.methods)) {
            const method = m.toUpperCase() as HttpMethod;
            if (!on || !METHODS.includes(method)) continue;
            const key = `${method} ${path}`;
            out.set(key, { method, path, key, params: [...path.matchAll(/:(\w+)/g)].map((x) => x[1]) });
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(root.stack);
  return [...out.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** What the validation decorators of one DTO field say about it, enough to aim generated values. */
export interface FieldHint {
  rules: Set<string>;
  constraints: Map<string, unknown[]>;
  each: boolean;
  nested?: Shape;
}
export type Shape = Map<string, FieldHint>;

/** A route's declared inputs and access rules, read from Nest's and class-validator's metadata. */
export interface RouteMeta {
  body?: Shape;
  query?: Shape;
  params?: Shape;
  roles?: string[];
  isPublic: boolean;
  optionalAuth: boolean;
}

const require = createRequire(import.meta.url);
const typeStorage = (
  require('class-transformer/cjs/storage.js') as {
    defaultMetadataStorage: {
      findTypeMetadata(target: Function, property: string): { typeFunction: () => Function } | undefined;
    };
  }
).defaultMetadataStorage;

function shapeOf(cls: Function, depth = 0): Shape | undefined {
  const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  if (metas.length === 0 || depth > 3) return undefined;
  const shape: Shape = new Map();
  for (const m of metas) {
    const hint: FieldHint = shape.get(m.propertyName) ?? {
      rules: new Set<string>(),
      constraints: new Map(),
      each: false,
    };
    const rule = m.name ?? m.type;
    hint.rules.add(rule);
    hint.constraints.set(rule, m.constraints ?? []);
    if (m.each) hint.each = true;
    if (m.type === 'nestedValidation') {
      const nestedType = typeStorage.findTypeMetadata(cls, m.propertyName)?.typeFunction();
      if (nestedType) hint.nested = shapeOf(nestedType, depth + 1);
    }
    shape.set(m.propertyName, hint);
  }
  return shape;
}

/** Every controller route's DTO shapes and access metadata, by `METHOD /api/path`, read as the API catalogue reads them. */
export function routeMetadata(app: INestApplication, prefix = 'api'): Map<string, RouteMeta> {
  const out = new Map<string, RouteMeta>();
  const shape = (cls?: Function) => (cls ? shapeOf(cls) : undefined);
  for (const r of routeInputs(app, prefix).values()) {
    out.set(r.key.replace(/\{(\w+)\}/g, ':$1'), {
      body: shape(r.body),
      query: shape(r.query),
      params: shape(r.params),
      roles: r.roles,
      isPublic: r.isPublic,
      optionalAuth: r.optionalAuth,
    });
  }
  return out;
}
