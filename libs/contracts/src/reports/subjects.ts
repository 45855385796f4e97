/** The reports' request/reply subjects, answered by the portfolio service (queue group 'portfolio'). */
export const REPORT_SUBJECTS = {
  returns: 'portfolio.reports.returns',
  taxPnl: 'portfolio.reports.tax-pnl',
  taxPnlExport: 'portfolio.reports.tax-pnl.export',
  harvest: 'portfolio.reports.harvest',
} as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[keyof typeof REPORT_SUBJECTS];
