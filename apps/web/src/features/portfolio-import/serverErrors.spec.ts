import { describe, expect, it } from 'vitest';
import { rowErrorsFromDetails } from './serverErrors';

describe('rowErrorsFromDetails', () => {
  it('maps positions.<i>.<field> to the CSV line of the i-th row sent', () => {
    const { byLine, general } = rowErrorsFromDetails(
      [
        { field: 'positions.1.instrumentToken', errors: ['instrumentToken is not a known instrument'] },
        { field: 'positions.1.buyPrice', errors: ['must be positive'] },
        { field: 'positions', errors: ['positions must list at least one position'] },
      ],
      [2, 5],
      'positions',
    );
    expect(byLine).toEqual(new Map([[5, ['instrumentToken is not a known instrument', 'buyPrice: must be positive']]]));
    expect(general).toEqual(['positions: positions must list at least one position']);
  });

  it('reads rollover details under their own key', () => {
    expect(
      rowErrorsFromDetails(
        [{ field: 'rolloverHistory.0.openPrice', errors: ['openPrice must be positive'] }],
        [7],
        'rolloverHistory',
      ).byLine.get(7),
    ).toEqual(['openPrice must be positive']);
  });

  it('keeps an index it cannot place as a general message', () => {
    expect(rowErrorsFromDetails([{ field: 'positions.9.quantity', errors: [] }], [2], 'positions').general).toEqual([
      'positions.9.quantity: is invalid',
    ]);
  });
});
