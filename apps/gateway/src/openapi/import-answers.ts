import { IMPORT_FORMATS } from '@app/contracts';
import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import type { RouteFailure } from './route-failures.js';
import { maybeText, object, text } from './schema-parts.js';

const status: SchemaObject = { enum: ['preview', 'needs-mapping', 'committing', 'committed', 'undone', 'failed'] };
const count: SchemaObject = { type: 'object', additionalProperties: { type: 'integer' } };
const problem = object({ line: { type: 'integer' }, column: maybeText, field: maybeText, message: text });
const mappingStep = object({
  headers: { type: 'array', items: text },
  kind: { enum: ['trade', 'holding', 'dividend', 'position'] },
  required: { type: 'array', items: text },
  optional: { type: 'array', items: text },
  suggested: { type: 'object', additionalProperties: maybeText },
});
const summaryProps = {
  id: { type: 'string', format: 'uuid' },
  status,
  file_name: text,
  format: { enum: [...IMPORT_FORMATS] },
  detected: text,
  rows_total: { type: 'integer' },
  counts: count,
  problems_total: { type: 'integer' },
  created_at: text,
  committed_at: maybeText,
} satisfies Record<string, SchemaObject>;
const summary = object(summaryProps);
const preview = object({
  ...summaryProps,
  sample: { type: 'array', items: { type: 'object' } },
  problems: { type: 'array', items: problem },
  mapping: { ...mappingStep, type: ['object', 'null'] },
});

const SUMMARY_EXAMPLE = {
  id: '5d1c8e52-7a0b-4f43-9a61-0c2b6f3e8d17',
  status: 'preview',
  file_name: 'tradebook-AB1234-EQ.csv',
  format: 'console-tradebook-csv',
  detected: 'Console tradebook (equity, CSV), 2024-04-01 to 2025-03-31',
  rows_total: 2,
  counts: { trade: 1, holding: 0, dividend: 0, position: 0, duplicate: 0, invalid: 1 },
  problems_total: 1,
  created_at: '2026-11-24T09:30:00.000Z',
  committed_at: null,
};
const PREVIEW_EXAMPLE = {
  ...SUMMARY_EXAMPLE,
  sample: [
    {
      trade_id: '10000001',
      order_id: '1200000000000001',
      isin: 'INE002A01018',
      symbol: 'RELIANCE',
      exchange: 'NSE',
      segment: 'EQ',
      trade_date: '2024-04-01',
      executed_at: '2024-04-01T09:15:01+05:30',
      side: 'buy',
      quantity: '10',
      price: '2963.33',
      expiry: null,
      charges: null,
      source: 'console-tradebook',
    },
  ],
  problems: [{ line: 3, column: 'price', field: 'price', message: 'price must be a number, not "12x.50"' }],
  mapping: null,
};
const previewAnswer: RouteAnswer = { schema: object({ import: preview }), example: { import: PREVIEW_EXAMPLE } };

/** The file-import routes' answers, keyed as ROUTE_ANSWERS is. */
export const IMPORT_ANSWERS: Record<string, RouteAnswer> = {
  'POST /api/imports': previewAnswer,
  'GET /api/imports': {
    schema: object({ imports: { type: 'array', items: summary } }),
    example: { imports: [SUMMARY_EXAMPLE] },
  },
  'GET /api/imports/{id}': previewAnswer,
  'POST /api/imports/{id}/map': previewAnswer,
  'POST /api/imports/{id}/commit': {
    schema: object({ import: preview }),
    example: {
      import: {
        ...PREVIEW_EXAMPLE,
        status: 'committed',
        problems_total: 0,
        problems: [],
        counts: { trade: 1, holding: 0, dividend: 0, position: 0, duplicate: 0, invalid: 0 },
        committed_at: '2026-11-24T09:31:00.000Z',
      },
    },
  },
  'DELETE /api/imports/{id}': {
    schema: object({ import: summary }),
    example: { import: { ...SUMMARY_EXAMPLE, status: 'undone' } },
  },
};

/** Routes that take a file (multipart/form-data) rather than a JSON body: the field that carries it. */
export const FILE_UPLOAD_ROUTES: Record<string, { field: string; description: string }> = {
  'POST /api/imports': {
    field: 'file',
    description:
      'A Console tradebook (CSV or XLSX), holdings statement, Kite holdings CSV, dividend statement, the positions CSV, or any table to map',
  },
};

export const IMPORT_FAILURES: Record<string, RouteFailure[]> = {
  'POST /api/imports': [
    [400, 'No file in the field `file`, an empty file, or one past the upload limit', 'Invalid input: file'],
  ],
  'POST /api/imports/{id}/commit': [
    [
      400,
      'Problems remain, the columns are not mapped yet, or the import is not a preview',
      'This import has 1 problem: commit writes nothing until they are resolved',
    ],
  ],
};
