import { describe, expect, it } from 'vitest';
import { fileNameOf } from './exportFile';

describe("the export's file name", () => {
  it('takes the quoted filename', () => {
    expect(fileNameOf('attachment; filename="tax-pnl-2025-26.xlsx"', 'x')).toBe('tax-pnl-2025-26.xlsx');
  });

  it('prefers the encoded filename* form', () => {
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'Tax%20P%26L%202025-26.csv', 'x')).toBe(
      'Tax P&L 2025-26.csv',
    );
  });

  it('keeps only a base name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
  });

  it('falls back when the header is missing or empty', () => {
    expect(fileNameOf(null, 'tax-pnl-2025-26.csv')).toBe('tax-pnl-2025-26.csv');
    expect(fileNameOf('attachment', 'tax-pnl-2025-26.csv')).toBe('tax-pnl-2025-26.csv');
  });
});
