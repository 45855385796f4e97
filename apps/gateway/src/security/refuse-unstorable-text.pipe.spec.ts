import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../errors/api-error.js';
import { RefuseUnstorableTextPipe } from './refuse-unstorable-text.pipe.js';

const pipe = new RefuseUnstorableTextPipe();

describe('RefuseUnstorableTextPipe', () => {
  it('passes values without NUL characters through unchanged', () => {
    const body = { name: 'आशा 🚀', list: [1, 'x'] };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
  });

  it('refuses a body, a query and a path parameter holding NUL with a 400 naming the field', () => {
    for (const [value, type, field] of [
      [{ first_name: 'a\u0000' }, 'body', 'first_name'],
      [{ search: '\u0000' }, 'query', 'search'],
      [{ id: '\u0000' }, 'param', 'id'],
    ] as const) {
      let thrown: unknown;
      try {
        pipe.transform(value, { type });
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).getStatus()).toBe(400);
      expect((thrown as ApiError).details).toEqual([{ field, errors: [`${field} must not contain NUL characters`] }]);
    }
  });

  it('refuses a lone surrogate, which validator.js cannot even check as an email', () => {
    expect(() => pipe.transform({ email: '\uD800' }, { type: 'body' })).toThrow(ApiError);
  });

  it('leaves custom parameters such as the signed-in actor alone', () => {
    const actor = { userId: '\u0000' };
    expect(pipe.transform(actor, { type: 'custom' })).toBe(actor);
  });
});
