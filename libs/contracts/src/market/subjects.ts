import { serviceSubjects } from '../shared/service-subjects.js';

export const MARKET_SUBJECTS = {
  ...serviceSubjects('market'),
} as const;
export type MarketSubject = (typeof MARKET_SUBJECTS)[keyof typeof MARKET_SUBJECTS];
