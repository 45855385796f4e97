import { describe, expect, it } from 'vitest';
import { formatRatio, shareOf, xirrReason, xirrText } from './reportFormat';

describe('ratios shown as percentages', () => {
  it('moves the point two places without rounding through a float', () => {
    // 0.373363 = 37.3363 % -> 37.34 % (half away from zero on the third place)
    expect(formatRatio('0.373363')).toBe('37.34%');
    // 0.000050 = 0.005 % -> 0.01 %
    expect(formatRatio('0.000050')).toBe('0.01%');
    // 12.5 = 1,250 %: grouped the Indian way
    expect(formatRatio('12.500000')).toBe('1,250.00%');
  });

  it('signs gains when asked and keeps the minus of losses', () => {
    expect(formatRatio('0.142857', { signed: true })).toBe('+14.29%');
    expect(formatRatio('-0.081234', { signed: true })).toBe('-8.12%');
    expect(formatRatio('0', { signed: true })).toBe('0.00%');
  });

  it('shows a dash for a missing ratio', () => {
    expect(formatRatio(null)).toBe('—');
  });
});

describe('XIRR text', () => {
  it('reads the rate when it solves, "Not meaningful" with its reason when it does not', () => {
    expect(xirrText({ xirr: '0.183201', period_return: null, days: 400, status: 'ok' })).toBe('+18.32%');
    const nm = {
      xirr: null,
      period_return: null,
      days: 12,
      status: 'not-meaningful' as const,
      reason: 'The flows never change sign.',
    };
    expect(xirrText(nm)).toBe('Not meaningful');
    expect(xirrReason(nm)).toBe('The flows never change sign.');
  });

  it('explains an empty span without a server reason', () => {
    const none = { xirr: null, period_return: null, days: 0, status: 'no-flows' as const };
    expect(xirrText(none)).toBe('—');
    expect(xirrReason(none)).toBe('No money went in or out in this period.');
  });
});

describe('share of a limit for the headroom bar', () => {
  it('is used over limit, capped at full and floored at empty', () => {
    // 45,000 / 1,25,000 = 0.36
    expect(shareOf('45000.00', '125000.00')).toBe(0.36);
    expect(shareOf('130000.00', '125000.00')).toBe(1);
    expect(shareOf('-10.00', '125000.00')).toBe(0);
    expect(shareOf('10.00', '0.00')).toBe(0);
  });
});
