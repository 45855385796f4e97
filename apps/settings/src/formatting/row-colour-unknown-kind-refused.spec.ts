import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { rowColorKindOf } from './row-color-kinds.js';

const refusalOf = (kind: unknown): unknown => {
  try {
    rowColorKindOf(kind);
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('a row-colour request of another kind', () => {
  it.each([['cell_colors'], [undefined], [42]])('(%p) is refused as invalid input on the kind field', (kind) => {
    expect(refusalOf(kind)).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: 'Invalid input: kind',
      details: [{ field: 'kind', errors: ['kind must be row_colors or row_text_colors'] }],
    });
  });
});
