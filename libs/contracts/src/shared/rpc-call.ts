import type { ServiceName } from './service-names.js';
import type { HealthReply, UserDataCountReply, UserDataCountRequest } from './service-subjects.js';

/** What one request/reply subject takes and answers. */
export interface RpcCall<Request, Reply> {
  request: Request;
  reply: Reply;
}

/** A request that carries nothing (Nest's transport still needs an object). */
export type EmptyRequest = Record<string, never>;

/** The subjects every service answers: health and the per-user row counts. */
export type ServiceCommonRpc<S extends ServiceName> = {
  [K in `${S}.health.check`]: RpcCall<EmptyRequest, HealthReply>;
} & {
  [K in `${S}.user-data.count`]: RpcCall<UserDataCountRequest, UserDataCountReply>;
};

/**
 * Compiles only when a service's map covers every subject it declares, so a new subject without a
 * reply type fails the type-check.
 */
export type CoversEvery<Subject extends string, Map> = [Exclude<Subject, keyof Map>] extends [never]
  ? true
  : { missing: Exclude<Subject, keyof Map> };
