import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import {
  headerDraft,
  lossCoverDraft,
  parseColors,
  parseHeader,
  parseLossCover,
  parsePortfolio,
  portfolioDraft,
} from './groupDrafts';

describe('portfolio variables form', () => {
  it('round-trips the defaults', () => {
    expect(parsePortfolio(portfolioDraft(SETTINGS_DEFAULTS.portfolio_variables))).toEqual({
      value: SETTINGS_DEFAULTS.portfolio_variables,
      errors: {},
    });
  });

  it('reads empty thresholds as 0 and names each bad field', () => {
    expect(
      parsePortfolio({ above_cash: '', below_cash: '250', stock_commission_pct: '0.1', future_commission_pct: '0' })
        .value,
    ).toEqual({
      above_cash: 0,
      below_cash: 250,
      stock_commission_pct: 0.1,
      future_commission_pct: 0,
    });
    expect(
      parsePortfolio({ above_cash: '1.5', below_cash: '-3', stock_commission_pct: '101', future_commission_pct: '' })
        .errors,
    ).toEqual({
      above_cash: 'Enter whole rupees, 0 or more (digits only)',
      below_cash: 'Enter whole rupees, 0 or more (digits only)',
      stock_commission_pct: 'Enter a percentage from 0 to 100',
      future_commission_pct: 'Enter a percentage from 0 to 100',
    });
  });
});

describe('loss cover form', () => {
  it('resets an empty min to 0 and an empty max to 100, and allows min above max', () => {
    expect(parseLossCover({ min_loss_percent: '', max_loss_percent: '' }).value).toEqual({
      min_loss_percent: 0,
      max_loss_percent: 100,
    });
    expect(parseLossCover({ min_loss_percent: '40', max_loss_percent: '12.5' }).value).toEqual({
      min_loss_percent: 40,
      max_loss_percent: 12.5,
    });
    expect(parseLossCover({ min_loss_percent: '150', max_loss_percent: '5' }).errors).toEqual({
      min_loss_percent: 'Enter a percentage from 0 to 100',
    });
    expect(lossCoverDraft({ min_loss_percent: 5, max_loss_percent: 100 })).toEqual({
      min_loss_percent: '5',
      max_loss_percent: '100',
    });
  });
});

describe('header preferences form', () => {
  it('keeps the switch and checks the three numbers', () => {
    const draft = headerDraft(SETTINGS_DEFAULTS.header_preferences);
    expect(parseHeader({ ...draft, auto_hide_enabled: true }).value).toEqual({
      ...SETTINGS_DEFAULTS.header_preferences,
      auto_hide_enabled: true,
    });
    expect(parseHeader({ ...draft, proximity_threshold: '2000', show_delay: 'soon' }).errors).toEqual({
      proximity_threshold: 'Enter a whole number from 0 to 1,000 px',
      show_delay: 'Enter a whole number from 0 to 60,000 ms',
    });
  });
});

describe('colour forms', () => {
  it('adds a missing # and names fields that are not hex colours', () => {
    expect(parseColors({ primary: '22D3EE', success: '#10B981' }).value).toEqual({
      primary: '#22D3EE',
      success: '#10B981',
    });
    expect(parseColors({ primary: 'gold', success: '#10B981' }).errors).toEqual({
      primary: 'Enter a hex colour such as #FFD700',
    });
  });
});
