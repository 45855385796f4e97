import { describe, expect, it } from 'vitest';
import { chartPath } from './chartPath';

describe('chartPath', () => {
  it('carries the symbol (escaped) and the token', () => {
    expect(chartPath('RELIANCE', 738561)).toBe('/dashboard/charts?symbol=RELIANCE&token=738561');
    expect(chartPath('M&M', 519937)).toBe('/dashboard/charts?symbol=M%26M&token=519937');
  });
});
