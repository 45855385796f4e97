import { serviceSubjects } from '../shared/service-subjects.js';

export const SETTINGS_SUBJECTS = {
  ...serviceSubjects('settings'),
} as const;
export type SettingsSubject = (typeof SETTINGS_SUBJECTS)[keyof typeof SETTINGS_SUBJECTS];
