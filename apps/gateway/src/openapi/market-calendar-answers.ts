import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';

const exchange: SchemaObject = { enum: ['NSE', 'BSE', 'NFO', 'BFO', 'MCX'] };
const text: SchemaObject = { type: 'string' };
const maybeText: SchemaObject = { type: ['string', 'null'] };
const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
const session = object(
  { kind: { enum: ['pre-open', 'normal', 'muhurat', 'evening'] }, start: text, end: text, us_dst_end: text },
  ['us_dst_end'],
);
const sessions: SchemaObject = { type: 'array', items: session };

const STATUS_EXAMPLE = {
  as_of: '2026-01-26T10:00:00+05:30',
  time_zone: 'Asia/Kolkata',
  exchanges: [
    {
      exchange: 'NSE',
      state: 'closed',
      reason: 'Republic Day',
      holiday: 'Republic Day',
      next_open: '2026-01-27T09:15:00+05:30',
      next_close: '2026-01-27T15:30:00+05:30',
    },
  ],
};

const CALENDAR_EXAMPLE = {
  year: 2026,
  time_zone: 'Asia/Kolkata',
  source: 'NSE/CMTR/71775, ... File dated 2026-11-24.',
  exchanges: [
    {
      exchange: 'MCX',
      regular: [
        { kind: 'pre-open', start: '08:45', end: '09:00' },
        { kind: 'normal', start: '09:00', end: '23:55', us_dst_end: '23:30' },
      ],
      days: [
        {
          date: '2026-03-03',
          kind: 'holiday',
          name: 'Holi',
          sessions: [{ kind: 'evening', start: '17:00', end: '23:55' }],
        },
      ],
    },
  ],
};

/** The calendar routes' answers, keyed as ROUTE_ANSWERS is. */
export const MARKET_CALENDAR_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/market/status': {
    schema: object({
      as_of: text,
      time_zone: { const: 'Asia/Kolkata' },
      exchanges: {
        type: 'array',
        items: object({
          exchange,
          state: { enum: ['pre-open', 'open', 'closed'] },
          reason: maybeText,
          holiday: maybeText,
          next_open: maybeText,
          next_close: maybeText,
        }),
      },
    }),
    example: STATUS_EXAMPLE,
  },
  'GET /api/market/calendar': {
    schema: object({
      year: { type: 'integer' },
      time_zone: { const: 'Asia/Kolkata' },
      source: text,
      exchanges: {
        type: 'array',
        items: object({
          exchange,
          regular: sessions,
          days: {
            type: 'array',
            items: object({ date: text, kind: { enum: ['holiday', 'special'] }, name: text, sessions }),
          },
        }),
      },
    }),
    example: CALENDAR_EXAMPLE,
  },
  'POST /api/admin/market/calendar/reload': {
    schema: object({
      source: { enum: ['bundled', 'file'] },
      file: maybeText,
      updated: text,
      years: { type: 'array', items: { type: 'integer' } },
      days: { type: 'integer' },
      loaded_at: text,
    }),
    example: {
      source: 'file',
      file: '/etc/trading/exchange-calendar.json',
      updated: '2026-11-24',
      years: [2025, 2026, 2027],
      days: 70,
      loaded_at: '2026-11-24T12:00:00+05:30',
    },
  },
};
