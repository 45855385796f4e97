import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import type { RouteFailure } from './route-failures.js';
import { maybeNum, maybeText, object, text } from './schema-parts.js';

const int: SchemaObject = { type: 'integer' };
const status: SchemaObject = { enum: ['preview', 'applied'] };
const action = object({
  id: { type: 'string', format: 'uuid' },
  isin: text,
  symbol: text,
  kind: { enum: ['split', 'bonus', 'dividend'] },
  ex_date: text,
  record_date: maybeText,
  ratio_numerator: maybeNum,
  ratio_denominator: maybeNum,
  per_share: maybeText,
  purpose: text,
  status,
  applied_at: maybeText,
});
const problem = object({ line: int, column: maybeText, field: maybeText, message: text });
const batch = object({
  id: { type: 'string', format: 'uuid' },
  status,
  actions: { type: 'array', items: action },
  problems: { type: 'array', items: problem },
  effects: object({ candles_rescaled: int, instruments: int }),
});

const BONUS = {
  id: '5b0f9a7e-2c1d-4e8f-9a3b-7c6d5e4f3a2b',
  isin: 'INE002A01018',
  symbol: 'RELIANCE',
  kind: 'bonus',
  ex_date: '2024-10-28',
  record_date: '2024-10-28',
  ratio_numerator: 2,
  ratio_denominator: 1,
  per_share: null,
  purpose: 'Bonus 1:1',
  status: 'preview',
  applied_at: null,
};
const BATCH_EXAMPLE = {
  id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'preview',
  actions: [BONUS],
  problems: [
    {
      line: 6,
      column: 'PURPOSE',
      field: 'purpose',
      message: 'skipped "Rights 1:10 at Rs 1000": not a split, bonus or dividend',
    },
  ],
  effects: { candles_rescaled: 412, instruments: 2 },
};
const batchAnswer = (example: object): RouteAnswer => ({ schema: object({ batch }), example: { batch: example } });

/** Corporate-action routes: the admin's preview batches and their apply, and the list per ISIN. */
export const CORPORATE_ACTION_ANSWERS: Record<string, RouteAnswer> = {
  'POST /api/admin/corporate-actions': batchAnswer(BATCH_EXAMPLE),
  'POST /api/admin/corporate-actions/manual': batchAnswer({ ...BATCH_EXAMPLE, problems: [] }),
  'POST /api/admin/corporate-actions/{id}/apply': batchAnswer({
    ...BATCH_EXAMPLE,
    status: 'applied',
    actions: [{ ...BONUS, status: 'applied', applied_at: '2024-10-28T04:00:00.000Z' }],
  }),
  'GET /api/corporate-actions': {
    schema: object({ corporate_actions: { type: 'array', items: action } }),
    example: { corporate_actions: [{ ...BONUS, status: 'applied', applied_at: '2024-10-28T04:00:00.000Z' }] },
  },
};

export const CORPORATE_ACTION_FAILURES: Record<string, RouteFailure[]> = {
  'POST /api/admin/corporate-actions': [
    [
      400,
      'Not a multipart upload with a file in the field `file`, or not an NSE corporate-actions CSV (names the line and column); lines the file cannot use are listed in the preview as problems instead',
      'Invalid input: file',
    ],
  ],
};
