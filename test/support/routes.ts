import { createRequire } from 'node:module';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, ROLES_KEY } from '../../apps/gateway/src/auth/auth.decorators.js';

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
 * Every `/api` route registered on the gateway's Express app, read from its router, so a route
 * added later shows up here without anyone listing it.
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
          if (!path.startsWith('/api/') && path !== '/api') continue;
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
const typeStorage = (require('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: { findTypeMetadata(target: Function, property: string): { typeFunction: () => Function } | undefined };
}).defaultMetadataStorage;

function shapeOf(cls: Function, depth = 0): Shape | undefined {
  const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  if (metas.length === 0 || depth > 3) return undefined;
  const shape: Shape = new Map();
  for (const m of metas) {
    const hint: FieldHint = shape.get(m.propertyName) ?? { rules: new Set<string>(), constraints: new Map(), each: false };
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

const REQUEST_METHODS: Record<number, HttpMethod | undefined> = { 0: 'GET', 1: 'POST', 2: 'PUT', 3: 'DELETE', 4: 'PATCH' };
const ARG_BODY = 3;
const ARG_QUERY = 4;
const ARG_PARAM = 5;

/** Every controller route's DTO shapes and access metadata, by `METHOD /api/path`. */
export function routeMetadata(app: INestApplication, prefix = 'api'): Map<string, RouteMeta> {
  const out = new Map<string, RouteMeta>();
  const modules = app.get(ModulesContainer);
  const join = (...parts: string[]) => '/' + parts.join('/').split('/').filter(Boolean).join('/');
  for (const mod of modules.values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (Function & { prototype: Record<string, unknown> }) | null;
      if (!ctrl) continue;
      const ctrlPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, ctrl) ?? '');
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = ctrl.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = REQUEST_METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!method || paths === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, ctrl, name) ?? {}) as Record<string, { index: number }>;
        const types = (Reflect.getMetadata('design:paramtypes', ctrl.prototype, name) ?? []) as Function[];
        const shapeFor = (kind: number) => {
          const entry = Object.entries(args).find(([k]) => Number(k.split(':')[0]) === kind);
          const cls = entry ? types[entry[1].index] : undefined;
          return cls && cls !== Object ? shapeOf(cls) : undefined;
        };
        const flag = (key: string) => Boolean(Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, ctrl));
        const meta: RouteMeta = {
          body: shapeFor(ARG_BODY),
          query: shapeFor(ARG_QUERY),
          params: shapeFor(ARG_PARAM),
          roles: (Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, ctrl)) as string[] | undefined,
          isPublic: flag(PUBLIC_KEY),
          optionalAuth: flag(OPTIONAL_AUTH_KEY),
        };
        for (const c of ctrlPaths) for (const p of ([] as string[]).concat(paths)) out.set(`${method} ${join(prefix, c, p)}`, meta);
      }
    }
  }
  return out;
}
