import { serviceSubjects } from '../shared/service-subjects.js';

export const AUTH_SUBJECTS = {
  ...serviceSubjects('auth'),
  login: 'auth.session.login',
  refresh: 'auth.session.refresh',
  logout: 'auth.session.logout',
  revocations: 'auth.session.revocations',
  profile: 'auth.user.profile',
  validateUsername: 'auth.user.validate-username',
  register: 'auth.user.register',
  adminList: 'auth.admin.users.list',
  adminUpdate: 'auth.admin.user.update',
  adminDelete: 'auth.admin.user.delete',
  adminDataSummary: 'auth.admin.user.data-summary',
  adminAudit: 'auth.admin.audit.list',
  limitHit: 'auth.limit.hit',
  limitReset: 'auth.limit.reset',
} as const;
export type AuthSubject = (typeof AUTH_SUBJECTS)[keyof typeof AUTH_SUBJECTS];

/** Broadcast (no queue group): every gateway instance must hear it. */
export const AUTH_EVENTS = {
  sessionsRevoked: 'auth.session.revoked',
} as const;
