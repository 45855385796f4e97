import { describe, expect, it } from '@jest/globals';
import { SETTINGS_DEFAULTS } from '@app/contracts';
import { overDefaults } from '../bundle/merge-settings.js';

describe('a setting read whole (loss cover, defaults 5 %..100 %)', () => {
  it('is the defaults when the user saved nothing', () => {
    expect(overDefaults(SETTINGS_DEFAULTS.loss_cover, null)).toEqual({ min_loss_percent: 5, max_loss_percent: 100 });
  });

  it('takes each saved value over its default, field by field', () => {
    expect(overDefaults(SETTINGS_DEFAULTS.loss_cover, { min_loss_percent: 10 })).toEqual({
      min_loss_percent: 10,
      max_loss_percent: 100,
    });
  });

  it('keeps the default where the stored value has another type, and drops keys it does not know', () => {
    expect(
      overDefaults(SETTINGS_DEFAULTS.loss_cover, { min_loss_percent: '10', max_loss_percent: 60, old: 1 }),
    ).toEqual({ min_loss_percent: 5, max_loss_percent: 60 });
  });
});
