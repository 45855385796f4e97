import { describe, expect, it } from '@jest/globals';
import { DomainError } from './domain-error.js';
import { userIdOf } from './payload-fields.js';

describe('userIdOf', () => {
  it('accepts a UUID and refuses anything else with the field named', () => {
    expect(userIdOf('00000000-0000-4000-8000-00000000c001')).toBe('00000000-0000-4000-8000-00000000c001');
    for (const bad of [undefined, null, '', 'abc', 42, {}]) {
      try {
        userIdOf(bad, 'actor.userId');
        throw new Error('accepted');
      } catch (e) {
        expect(e).toBeInstanceOf(DomainError);
        expect((e as DomainError).details).toEqual([
          { field: 'actor.userId', errors: ['actor.userId must be a UUID'] },
        ]);
      }
    }
  });
});
