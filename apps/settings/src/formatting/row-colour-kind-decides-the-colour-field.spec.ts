import { describe, expect, it } from '@jest/globals';
import { rowColorKindOf, rowColorSetReply, rowColorsReply } from './row-color-kinds.js';

describe('the two kinds of row colour', () => {
  it('are row_colors and row_text_colors', () => {
    expect(rowColorKindOf('row_colors')).toBe('row_colors');
    expect(rowColorKindOf('row_text_colors')).toBe('row_text_colors');
  });

  it('save a background colour as row_color.background_color', () => {
    expect(rowColorSetReply('row_colors', 'portfolio', 'RELIANCE', '#00ff00')).toEqual({
      row_color: { table_name: 'portfolio', row_identifier: 'RELIANCE', background_color: '#00ff00' },
    });
  });

  it('save a text colour as row_text_color.text_color', () => {
    expect(rowColorSetReply('row_text_colors', 'watchlist', 'INFY', '#0000ff')).toEqual({
      row_text_color: { table_name: 'watchlist', row_identifier: 'INFY', text_color: '#0000ff' },
    });
  });

  it('list under their own key', () => {
    const rows = [{ table_name: 'portfolio' as const, row_identifier: 'TCS', text_color: '#111111' }];
    expect(rowColorsReply('row_text_colors', rows)).toEqual({ row_text_colors: rows });
    expect(rowColorsReply('row_colors', [])).toEqual({ row_colors: [] });
  });
});
