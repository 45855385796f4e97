import type { ImportProgress } from './types.js';

/** The ledger's request/reply subjects, answered by the portfolio service (queue group 'portfolio'). */
export const LEDGER_SUBJECTS = {
  importCreate: 'portfolio.imports.create',
  importList: 'portfolio.imports.list',
  importGet: 'portfolio.imports.get',
  importMap: 'portfolio.imports.map',
  importCommit: 'portfolio.imports.commit',
  importDelete: 'portfolio.imports.delete',
  holdings: 'portfolio.ledger.holdings',
  lots: 'portfolio.ledger.lots',
  realised: 'portfolio.ledger.realised',
  dividends: 'portfolio.ledger.dividends',
} as const;
export type LedgerSubject = (typeof LEDGER_SUBJECTS)[keyof typeof LEDGER_SUBJECTS];

/** Corporate actions, answered by the market service (queue group 'market'). */
export const CORPORATE_ACTION_SUBJECTS = {
  upload: 'market.corporate-actions.upload',
  create: 'market.corporate-actions.create',
  apply: 'market.corporate-actions.apply',
  list: 'market.corporate-actions.list',
} as const;
export type CorporateActionSubject = (typeof CORPORATE_ACTION_SUBJECTS)[keyof typeof CORPORATE_ACTION_SUBJECTS];

/**
 * Uploaded files are too large for one NATS message (1 MB): the gateway streams each upload into this
 * JetStream object store bucket and sends the service the object's name; the service reads it back as a
 * stream and deletes it when done.
 */
export const UPLOADS_BUCKET = 'uploads';

export const LEDGER_EVENTS = {
  /** ImportProgressEvent: the gateway pushes it to the user's sockets as `import_progress`. */
  importProgressed: 'portfolio.import.progressed',
} as const;

export interface ImportProgressEvent extends ImportProgress {
  userId: string;
}

/** An upload as a service receives it: the object in UPLOADS_BUCKET, and what the browser said of it. */
export interface UploadRef {
  object: string;
  file_name: string;
  size: number;
  content_type: string | null;
}
