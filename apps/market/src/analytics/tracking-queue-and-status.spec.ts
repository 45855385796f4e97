import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { thrownBy } from '../testing/market-fixtures.js';
import { bulkDataReady, checkAllKnown, processingStatus, requeueFrom, windowStart } from './tracking-rules.js';

describe('a user puts tracked instruments back in the queue', () => {
  it('retries only the failed ones', () => {
    expect(requeueFrom('failed')).toEqual(['failed']);
  });

  it('restarts the failed ones and those stuck in processing, leaving finished figures alone', () => {
    expect(requeueFrom('restart')).toEqual(['failed', 'processing']);
  });

  it('updates every row, finished or not', () => {
    expect(requeueFrom('all')).toEqual(['failed', 'completed', 'processing']);
  });
});

describe('a user adds instruments to track', () => {
  it('passes when every token is in the master', () => {
    expect(() => checkAllKnown([408065, 738561], [])).not.toThrow();
  });

  it('answers 404 for one unknown instrument added alone', () => {
    expect(thrownBy(() => checkAllKnown([77], [77]))).toMatchObject({
      code: ErrorCode.NotFound,
      message: 'Instrument 77 not found',
    });
  });

  it('answers 400 naming instrument_tokens and every unknown token in a list', () => {
    expect(thrownBy(() => checkAllKnown([77, 408065, 78], [77, 78]))).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ field: 'instrument_tokens', errors: ['unknown instrument tokens: 77, 78'] }],
    });
  });
});

describe('the Analytics container polls the processing status', () => {
  it('counts every status and reports processing while rows wait or run', () => {
    expect(processingStatus({ pending: 2, processing: 1, completed: 4, failed: 1 }, false)).toEqual({
      total: 8,
      pending: 2,
      processing: 1,
      completed: 4,
      failed: 1,
      is_processing: true,
    });
  });

  it('reports processing while this replica works, even when the queue looks empty', () => {
    expect(processingStatus({ pending: 0, processing: 0, completed: 3, failed: 0 }, true).is_processing).toBe(true);
  });

  it('reports idle once every row is finished', () => {
    expect(processingStatus({ pending: 0, processing: 0, completed: 3, failed: 2 }, false).is_processing).toBe(false);
  });
});

describe('the Analytics container asks for bulk data', () => {
  it('gets it once every row is completed or failed', () => {
    expect(bulkDataReady(['completed', 'failed', 'completed'])).toBe(true);
    expect(bulkDataReady([])).toBe(true);
  });

  it('is told to wait while any row is pending or processing', () => {
    expect(bulkDataReady(['completed', 'pending'])).toBe(false);
    expect(bulkDataReady(['processing'])).toBe(false);
  });
});

describe('the window of a tracked instrument', () => {
  it('starts on the day that lies months × 30.44 days before the start of today', () => {
    // 91.32 days before 2 March 00:00 is 30 November 16:19.
    expect(windowStart('2026-03-02', 3)).toBe('2025-11-30');
    expect(windowStart('2026-03-02', 12)).toBe('2025-03-01');
    expect(windowStart('2026-03-02', 1)).toBe('2026-01-30');
  });
});
