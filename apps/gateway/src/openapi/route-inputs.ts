import type { INestApplication } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, ROLES_KEY } from '../auth/auth.decorators.js';
import { FLAT_ENVELOPE_KEY } from '../envelope/envelope.decorators.js';

/** What the document needs to know of one controller route, read from the decorators already on it. */
export interface RouteInputs {
  /** `METHOD /api/path/{param}`, the document's own spelling of the route. */
  key: string;
  body?: Function;
  query?: Function;
  params?: Function;
  isPublic: boolean;
  optionalAuth: boolean;
  roles?: string[];
  flat: boolean;
  status: number;
}

// Nest's RequestMethod and RouteParamtypes numbering (@nestjs/common/enums).
const METHODS: Record<number, string> = { 0: 'GET', 1: 'POST', 2: 'PUT', 3: 'DELETE', 4: 'PATCH' };
const ARG_BODY = 3;
const ARG_QUERY = 4;
const ARG_PARAM = 5;

const join = (...parts: string[]) => '/' + parts.join('/').split('/').filter(Boolean).join('/');
/** `/api/watchlist/:id` as OpenAPI writes it: `/api/watchlist/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every controller route of the app with its DTO classes and access rules, keyed `METHOD /api/path/{param}`. */
export function routeInputs(app: INestApplication, prefix = 'api'): Map<string, RouteInputs> {
  const out = new Map<string, RouteInputs>();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (Function & { prototype: Record<string, unknown> }) | null;
      if (!ctrl) continue;
      const ctrlPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, ctrl) ?? '');
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = ctrl.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!method || paths === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, ctrl, name) ?? {}) as Record<string, { index: number }>;
        const types = (Reflect.getMetadata('design:paramtypes', ctrl.prototype, name) ?? []) as Function[];
        const dto = (kind: number) => {
          const entry = Object.entries(args).find(([k]) => Number(k.split(':')[0]) === kind);
          const cls = entry ? types[entry[1].index] : undefined;
          return cls && cls !== Object ? cls : undefined;
        };
        const meta = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, ctrl)) as T | undefined;
        for (const c of ctrlPaths)
          for (const p of ([] as string[]).concat(paths)) {
            const key = `${method} ${toOpenApiPath(join(prefix, c, p))}`;
            out.set(key, {
              key,
              body: dto(ARG_BODY),
              query: dto(ARG_QUERY),
              params: dto(ARG_PARAM),
              isPublic: Boolean(meta(PUBLIC_KEY)),
              optionalAuth: Boolean(meta(OPTIONAL_AUTH_KEY)),
              roles: meta<string[]>(ROLES_KEY),
              flat: Boolean(meta(FLAT_ENVELOPE_KEY)),
              status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number) ?? (method === 'POST' ? 201 : 200),
            });
          }
      }
    }
  }
  return out;
}
