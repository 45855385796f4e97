import { serviceSubjects } from '../shared/service-subjects.js';

/** Request/reply subjects of the portfolio service (queue group 'portfolio'); each payload carries userId. */
export const PORTFOLIO_SUBJECTS = {
  ...serviceSubjects('portfolio'),
  positionsList: 'portfolio.position.list',
  positionCreate: 'portfolio.position.create',
  positionUpdate: 'portfolio.position.update',
  positionDelete: 'portfolio.position.delete',
  positionSell: 'portfolio.position.sell',
  positionSquareOff: 'portfolio.position.square-off',
  positionRollover: 'portfolio.position.rollover',
  soldList: 'portfolio.sold.list',
  soldDelete: 'portfolio.sold.delete',
  soldBulkDelete: 'portfolio.sold.bulk-delete',
  rolloverHistory: 'portfolio.rollover.history',
  allPositions: 'portfolio.position.all',
  lossCover: 'portfolio.loss-cover.list',
  rebuyEntries: 'portfolio.rebuy.entries',
  rebuyStats: 'portfolio.rebuy.stats',
  rebuyDeleteInstrument: 'portfolio.rebuy.delete-instrument',
  rebuyDeleteEntry: 'portfolio.rebuy.delete-entry',
  funds: 'portfolio.funds.get',
  holdings: 'portfolio.holdings.list',
  ordersList: 'portfolio.order.list',
  orderPlace: 'portfolio.order.place',
  orderCancel: 'portfolio.order.cancel',
  userDetails: 'portfolio.user-details.get',
  importPositions: 'portfolio.import.positions',
  importSold: 'portfolio.import.sold',
  importRollovers: 'portfolio.import.rollovers',
  bulkRollover: 'portfolio.position.bulk-rollover',
} as const;
export type PortfolioSubject = (typeof PORTFOLIO_SUBJECTS)[keyof typeof PORTFOLIO_SUBJECTS];

export interface PortfolioRequest<B = unknown> {
  userId: string;
  id?: string;
  body?: B;
  query?: Record<string, unknown>;
}
