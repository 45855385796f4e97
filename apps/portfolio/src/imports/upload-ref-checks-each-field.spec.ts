import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@app/common';
import { uploadRefOf } from './upload-ref.js';

describe('an upload reference is checked field by field', () => {
  it('accepts what the gateway sends', () => {
    const ref = { object: 'u-1.csv', file_name: 'tradebook.csv', size: 10, content_type: 'text/csv' };
    expect(uploadRefOf(ref)).toEqual(ref);
    expect(uploadRefOf({ ...ref, content_type: undefined }).content_type).toBeNull();
  });

  it('names every bad field', () => {
    try {
      uploadRefOf({ object: '../x', file_name: '', size: -1, content_type: 3 });
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).details?.map((d) => d.field)).toEqual(['object', 'file_name', 'size', 'content_type']);
    }
  });
});
