import { describe, expect, it } from 'vitest';
import type { RowColor, RowTextColor } from '@app/contracts/settings/types';
import { mergeRowColors, upsertRow, validateRowColorDraft, withoutRow } from './rowColors';

describe('row colours', () => {
  const bg: RowColor[] = [
    { table_name: 'watchlist', row_identifier: 'TCS', background_color: '#111111' },
    { table_name: 'portfolio', row_identifier: 'INFY', background_color: '#222222' },
  ];
  const text: RowTextColor[] = [
    { table_name: 'watchlist', row_identifier: 'TCS', text_color: '#FFD700' },
    { table_name: 'portfolio', row_identifier: 'ITC', text_color: '#EEEEEE' },
  ];

  it('joins background and text colours per table and symbol, sorted', () => {
    expect(mergeRowColors(bg, text)).toEqual([
      { table_name: 'portfolio', row_identifier: 'INFY', background: '#222222', text: null },
      { table_name: 'portfolio', row_identifier: 'ITC', background: null, text: '#EEEEEE' },
      { table_name: 'watchlist', row_identifier: 'TCS', background: '#111111', text: '#FFD700' },
    ]);
    expect(mergeRowColors(bg, text, 'watchlist')).toHaveLength(1);
  });

  it('replaces or adds by table and symbol, and removes one', () => {
    const next = upsertRow(bg, { table_name: 'watchlist', row_identifier: 'TCS', background_color: '#333333' });
    expect(next).toHaveLength(2);
    expect(next[0]!.background_color).toBe('#333333');
    expect(upsertRow(bg, { table_name: 'rebuy', row_identifier: 'TCS', background_color: '#333333' })).toHaveLength(3);
    expect(withoutRow(bg, { table_name: 'watchlist', row_identifier: 'TCS' })).toEqual([bg[1]]);
  });

  it('upper-cases the symbol and needs at least one valid colour', () => {
    expect(
      validateRowColorDraft({
        table_name: 'portfolio',
        row_identifier: ' reliance ',
        background_color: '1f2937',
        text_color: null,
      }).value,
    ).toEqual({
      table_name: 'portfolio',
      row_identifier: 'RELIANCE',
      background_color: '#1f2937',
      text_color: null,
    });
    expect(
      validateRowColorDraft({ table_name: 'portfolio', row_identifier: '', background_color: null, text_color: null })
        .errors,
    ).toEqual({
      row_identifier: 'Enter a trading symbol',
      background_color: 'Choose a background or a text colour',
    });
    expect(
      validateRowColorDraft({
        table_name: 'portfolio',
        row_identifier: 'TCS',
        background_color: null,
        text_color: 'gold',
      }).errors,
    ).toEqual({ text_color: 'Enter a hex colour such as #FFD700' });
  });
});
