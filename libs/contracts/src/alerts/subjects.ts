import { serviceSubjects } from '../shared/service-subjects.js';

export const ALERTS_SUBJECTS = {
  ...serviceSubjects('alerts'),
} as const;
export type AlertsSubject = (typeof ALERTS_SUBJECTS)[keyof typeof ALERTS_SUBJECTS];
