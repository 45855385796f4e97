import { describe, expect, it } from 'vitest';
import { filterByThreshold, parseThreshold, thresholdCaption } from './threshold';

const rows = [7000, 6999.99, 0, -999, -1000, -5000].map((unrealizedProfitLoss, i) => ({ id: i, unrealizedProfitLoss }));

describe('filterByThreshold', () => {
  it('keeps P&L at or above the profit bar and at or below minus the loss bar', () => {
    expect(filterByThreshold(rows, { above_cash: 7000, below_cash: 1000 }).map((r) => r.unrealizedProfitLoss)).toEqual([
      7000, -1000, -5000,
    ]);
  });

  it('keeps everything with both bars at zero', () => {
    expect(filterByThreshold(rows, { above_cash: 0, below_cash: 0 })).toHaveLength(rows.length);
  });
});

describe('thresholdCaption', () => {
  it('reads like the container subtitle', () => {
    expect(thresholdCaption({ above_cash: 7000, below_cash: 1000 })).toBe('Profit ≥ ₹7,000 or Loss ≥ ₹1,000');
  });
});

describe('parseThreshold', () => {
  it('takes whole numbers, empty as 0, and refuses anything else', () => {
    expect(parseThreshold(' 1500 ')).toBe(1500);
    expect(parseThreshold('')).toBe(0);
    expect(parseThreshold('-5')).toBeNull();
    expect(parseThreshold('1.5')).toBeNull();
    expect(parseThreshold('1e3')).toBeNull();
  });
});
