import type { HeaderPreferences, LossCover, PortfolioVariables } from '@app/contracts/settings/types';
import { isHexColor, normaliseHex, parsePercent, parseWhole, type Parsed } from './inputRules';

/** A form's fields as typed text, one per field of the stored object. */
export type Draft<V> = { [K in keyof V]: V[K] extends boolean ? boolean : string };
export type ParseResult<V> = { value?: V; errors: Record<string, string> };

const MAX_CASH = 1_000_000_000_000;
const cash = { max: MAX_CASH, emptyAs: 0, error: 'Enter whole rupees, 0 or more (digits only)' };

/** Collects parsed fields into a value, or the errors by field name. */
function collect<V>(fields: Record<string, Parsed>, extra: Partial<V> = {}): ParseResult<V> {
  const errors: Record<string, string> = {};
  const value: Record<string, unknown> = { ...extra };
  for (const [key, p] of Object.entries(fields)) {
    if (p.ok) value[key] = p.value;
    else errors[key] = p.error;
  }
  return Object.keys(errors).length > 0 ? { errors } : { value: value as V, errors };
}

export const portfolioDraft = (v: PortfolioVariables): Draft<PortfolioVariables> => ({
  above_cash: String(v.above_cash),
  below_cash: String(v.below_cash),
  stock_commission_pct: String(v.stock_commission_pct),
  future_commission_pct: String(v.future_commission_pct),
});

/** Thresholds: digits only, empty means 0; commissions 0-100. */
export const parsePortfolio = (d: Draft<PortfolioVariables>) =>
  collect<PortfolioVariables>({
    above_cash: parseWhole(d.above_cash, cash),
    below_cash: parseWhole(d.below_cash, cash),
    stock_commission_pct: parsePercent(d.stock_commission_pct),
    future_commission_pct: parsePercent(d.future_commission_pct),
  });

export const lossCoverDraft = (v: LossCover): Draft<LossCover> => ({
  min_loss_percent: String(v.min_loss_percent),
  max_loss_percent: String(v.max_loss_percent),
});

/** 0-100 with a decimal point; an empty min is 0 and an empty max 100; min above max is allowed. */
export const parseLossCover = (d: Draft<LossCover>) =>
  collect<LossCover>({
    min_loss_percent: parsePercent(d.min_loss_percent, { emptyAs: 0 }),
    max_loss_percent: parsePercent(d.max_loss_percent, { emptyAs: 100 }),
  });

export const headerDraft = (v: HeaderPreferences): Draft<HeaderPreferences> => ({
  auto_hide_enabled: v.auto_hide_enabled,
  proximity_threshold: String(v.proximity_threshold),
  hide_delay: String(v.hide_delay),
  show_delay: String(v.show_delay),
});

export const parseHeader = (d: Draft<HeaderPreferences>) =>
  collect<HeaderPreferences>(
    {
      proximity_threshold: parseWhole(d.proximity_threshold, { max: 1000, unit: ' px' }),
      hide_delay: parseWhole(d.hide_delay, { max: 60_000, unit: ' ms' }),
      show_delay: parseWhole(d.show_delay, { max: 60_000, unit: ' ms' }),
    },
    { auto_hide_enabled: d.auto_hide_enabled },
  );

/** Colour fields: each must be a hex colour (the leading # may be left out). */
export function parseColors<V extends object>(d: V): ParseResult<V> {
  const errors: Record<string, string> = {};
  const value: Record<string, string> = {};
  for (const [key, text] of Object.entries(d as Record<string, string>)) {
    const hex = normaliseHex(text);
    if (isHexColor(hex)) value[key] = hex;
    else errors[key] = 'Enter a hex colour such as #FFD700';
  }
  return Object.keys(errors).length > 0 ? { errors } : { value: value as V, errors };
}
