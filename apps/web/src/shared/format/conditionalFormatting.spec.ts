import { describe, expect, it } from 'vitest';
import { cellStyle, CONDITION_TYPES } from '@app/formatting';

describe('shared conditional formatting in the web app', () => {
  it("is the services' evaluator: highest priority wins, then row colours", () => {
    const rules = [
      {
        table_name: 'portfolio',
        is_active: true,
        priority: 1,
        condition_type: 'greater_than' as const,
        condition_value: 0,
        condition_column: 'profitLoss',
        background_color: '#00ff00',
      },
      {
        table_name: 'portfolio',
        is_active: true,
        priority: 5,
        condition_type: 'between' as const,
        condition_value: 10,
        condition_value_max: 20,
        condition_column: 'profitLoss',
        background_color: '#0000ff',
      },
    ];
    expect(CONDITION_TYPES).toHaveLength(7);
    expect(cellStyle(rules, 'portfolio', 'profitLoss', '15')).toEqual({ backgroundColor: '#0000ff' });
    expect(cellStyle(rules, 'portfolio', 'profitLoss', 5)).toEqual({ backgroundColor: '#00ff00' });
    expect(cellStyle(rules, 'portfolio', 'profitLoss', -5, { enabled: true, background: '#111111' })).toEqual({
      backgroundColor: '#111111',
    });
  });
});
