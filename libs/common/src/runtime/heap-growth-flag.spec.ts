import { describe, expect, it } from '@jest/globals';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from './heap-growth.js';

describe('the old generation growth a serving process sets', () => {
  it('lets a process started without a flag of its own double its old generation', () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    expect(heapGrowthFlag(['--enable-source-maps'])).toBe('--heap-growing-percent=100');
    expect(heapGrowthFlag([])).toBe('--heap-growing-percent=100');
  });

  it("leaves the operator's own growth on the command line in place, in either spelling", () => {
    expect(heapGrowthFlag(['--heap-growing-percent=30'])).toBeUndefined();
    expect(heapGrowthFlag(['--heap_growing_percent=250'])).toBeUndefined();
  });

  it('is not fooled by another flag that starts alike', () => {
    expect(heapGrowthFlag(['--heap-growing-percentage-report'])).toBe('--heap-growing-percent=100');
  });
});
