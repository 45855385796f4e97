import { describe, expect, it } from '@jest/globals';
import { givenValues } from './given-values.js';

describe('the values a partial update gave', () => {
  it('drops fields left undefined and keeps every value set, falsy ones included', () => {
    expect(
      givenValues({ priority: 0, is_active: false, text_color: null, rule_name: '', background_color: undefined }),
    ).toEqual({ priority: 0, is_active: false, text_color: null, rule_name: '' });
  });
});
