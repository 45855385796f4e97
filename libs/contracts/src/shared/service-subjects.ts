import type { ServiceName } from './service-names.js';

/** Subjects every service answers, whatever its domain: health and the per-user data it holds. */
export interface ServiceSubjects {
  health: string;
  userDataCount: string;
}

export function serviceSubjects<S extends ServiceName>(service: S) {
  return {
    health: `${service}.health.check`,
    userDataCount: `${service}.user-data.count`,
  } as const satisfies ServiceSubjects;
}

export interface HealthReply {
  service: ServiceName;
  status: 'ok';
  instance: string;
  uptimeSeconds: number;
}

export interface UserDataCountRequest {
  userId: string;
}

/** Rows a service holds for one user, per table. */
export interface UserDataCountReply {
  service: ServiceName;
  counts: Record<string, number>;
}
