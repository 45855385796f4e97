import { serviceSubjects } from '../shared/service-subjects.js';

export const PORTFOLIO_SUBJECTS = {
  ...serviceSubjects('portfolio'),
} as const;
export type PortfolioSubject = (typeof PORTFOLIO_SUBJECTS)[keyof typeof PORTFOLIO_SUBJECTS];
