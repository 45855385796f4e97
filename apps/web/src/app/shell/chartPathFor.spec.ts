import { describe, expect, it } from 'vitest';
import { chartPathFor } from './chartPathFor';

describe('symbol search target', () => {
  it('opens Charts for the first suggestion with its token', () => {
    expect(chartPathFor('reli', { tradingsymbol: 'RELIANCE', instrument_token: 738561 })).toBe(
      '/dashboard/charts?symbol=RELIANCE&token=738561',
    );
  });
  it('falls back to the typed text as the symbol', () => {
    expect(chartPathFor(' xyz ', undefined)).toBe('/dashboard/charts?symbol=XYZ');
  });
  it('does nothing for empty text', () => {
    expect(chartPathFor('  ', undefined)).toBeNull();
  });
});
