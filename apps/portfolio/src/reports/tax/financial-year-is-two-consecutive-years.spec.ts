import { describe, expect, it } from '@jest/globals';
import { fyBounds, fyLabel, fyStartOf, parseFy } from './indian-financial-year.js';

describe('the Indian financial year', () => {
  it('runs April to March: 31 March 2025 is FY 2024-25, 1 April 2025 FY 2025-26', () => {
    expect([fyStartOf('2025-03-31'), fyStartOf('2025-04-01')]).toEqual([2024, 2025]);
    expect(fyLabel(2099)).toBe('2099-00');
    expect(fyBounds(2024)).toEqual({ from: '2024-04-01', to: '2025-03-31' });
  });

  it('is asked as "2024-25"; halves that do not follow each other are refused naming fy', () => {
    expect(parseFy('2024-25')).toBe(2024);
    for (const bad of ['2024-27', '2024-2025', '24-25'])
      expect(() => parseFy(bad)).toThrow(
        expect.objectContaining({ details: [expect.objectContaining({ field: 'fy' })] }),
      );
  });
});
