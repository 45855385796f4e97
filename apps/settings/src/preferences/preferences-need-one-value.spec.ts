import { describe, expect, it } from '@jest/globals';
import { givenValues } from '../given-values.js';
import { preferencesProblems } from './preferences-view.js';

describe('a preferences save', () => {
  it('that sets nothing is refused on the preferences field', () => {
    expect(preferencesProblems({})).toEqual([
      { field: 'preferences', errors: ['preferences must set at least one value'] },
    ]);
  });

  it('whose fields are all left undefined sets nothing either', () => {
    expect(preferencesProblems(givenValues({ portfolio_above_cash: undefined }))).toHaveLength(1);
  });

  it('that sets one value is accepted', () => {
    expect(preferencesProblems({ loss_cover_min_percent: 3 })).toEqual([]);
  });
});
