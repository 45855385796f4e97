import { Link } from 'react-router-dom';
import { useId } from 'react';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { ALERT_CHANNELS, type ChannelSettingsView, type RuleKind } from '@app/contracts/alerts/rule-types';
import { Checkbox, FieldMessage, Switch, TextField } from '../../shared/ui';
import { InstrumentPicker } from '../instruments';
import { CHANNEL_LABELS, channelReadiness } from './channelChoice';
import { needsInstrument, needsMonths, needsValue, type RuleDraft, type RuleFieldErrors } from './ruleDraft';
import { RULE_KIND_GROUPS, RULE_KIND_LABELS, unitOf } from './ruleText';

export interface RuleEditorFieldsProps {
  draft: RuleDraft;
  errors: RuleFieldErrors;
  settings: ChannelSettingsView | null;
  onChange: (patch: Partial<RuleDraft>) => void;
}

const VALUE_HINTS: Partial<Record<RuleKind, string>> = {
  change_pct_from_close: 'Negative for a fall, e.g. -5',
  change_pct_from_avg_cost: 'Negative for a fall below your average cost',
  change_pct_from_high: 'How far below the high, e.g. 10',
  position_pnl: 'Negative for a loss, e.g. -5000',
  position_pnl_pct: 'Negative for a loss',
  portfolio_day_pnl: "Your whole portfolio's P&L today; negative for a loss",
};

// A rule keeps its instrument's symbol only: the card shows the live price once a tick comes.
const pickedOf = (d: RuleDraft): SecuritySearchResult | null =>
  d.instrument
    ? {
        instrument_token: d.instrument.instrument_token,
        tradingsymbol: d.instrument.tradingsymbol,
        name: d.instrument.name ?? d.instrument.tradingsymbol,
        exchange: d.instrument.exchange,
        instrument_type: 'EQ',
        last_price: 0,
      }
    : null;

/** The editor's fields: each shows only for the kinds that need it, with its unit and its error. */
export function RuleEditorFields({ draft, errors, settings, onChange }: RuleEditorFieldsProps) {
  const kindId = useId();
  const channelsId = useId();
  const unit = unitOf(draft.kind);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={kindId}>
          Condition
        </label>
        <select
          id={kindId}
          className="input select"
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={errors.kind ? `${kindId}-error` : undefined}
          value={draft.kind}
          onChange={(e) => onChange({ kind: e.target.value as RuleKind })}
        >
          {RULE_KIND_GROUPS.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.kinds.map((k) => (
                <option key={k} value={k}>
                  {RULE_KIND_LABELS[k]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldMessage id={kindId} error={errors.kind} />
      </div>
      {needsInstrument(draft.kind) && (
        <InstrumentPicker
          label="Instrument"
          placeholder="Search by symbol or name, e.g. INFY"
          limit={6}
          value={pickedOf(draft)}
          onChange={(i) =>
            onChange({
              instrument: i
                ? {
                    instrument_token: i.instrument_token,
                    tradingsymbol: i.tradingsymbol,
                    exchange: i.exchange,
                    name: i.name,
                  }
                : null,
            })
          }
          error={errors.instrument_token}
        />
      )}
      <div className="ar-editor__row">
        {needsValue(draft.kind) && (
          <TextField
            label={unit === '%' ? 'Percent' : draft.kind.startsWith('price_') ? 'Price' : 'Amount'}
            inputMode="decimal"
            value={draft.value}
            onChange={(e) => onChange({ value: e.target.value })}
            error={errors.value}
            hint={VALUE_HINTS[draft.kind]}
            trailing={<span className="ar-unit">{unit}</span>}
          />
        )}
        {needsMonths(draft.kind) && (
          <TextField
            label="Months"
            type="number"
            min={1}
            max={24}
            step={1}
            value={draft.months}
            onChange={(e) => onChange({ months: e.target.value })}
            error={errors.months}
            hint="The high of the last 1 to 24 months"
          />
        )}
      </div>
      <Switch
        label="Recurring"
        description="Fire again each time the level is crossed anew (re-arms 1 % back, 5-minute cooldown); off fires once."
        checked={draft.recurring}
        onChange={(recurring) => onChange({ recurring })}
      />
      <TextField
        label="Expires (IST, optional)"
        type="datetime-local"
        value={draft.expiresAt}
        onChange={(e) => onChange({ expiresAt: e.target.value })}
        error={errors.expires_at}
        hint="Leave empty to keep the rule until you delete it"
      />
      <fieldset className="ar-editor__channels" aria-describedby={errors.channels ? `${channelsId}-error` : undefined}>
        <legend className="field__label">Send to</legend>
        {ALERT_CHANNELS.map((c) => {
          const readiness = channelReadiness(c, settings);
          const checked = draft.channels.includes(c);
          return (
            <div key={c} className="ar-editor__channel">
              <Checkbox
                label={CHANNEL_LABELS[c]}
                checked={checked}
                disabled={!readiness.ready && !checked}
                onChange={(e) =>
                  onChange({
                    channels: e.target.checked ? [...draft.channels, c] : draft.channels.filter((x) => x !== c),
                  })
                }
              />
              {!readiness.ready && (
                <Link className="ar-editor__hint" to="/dashboard/settings">
                  {readiness.hint}
                </Link>
              )}
            </div>
          );
        })}
        <FieldMessage id={channelsId} error={errors.channels} />
      </fieldset>
      <TextField
        label="Note (optional)"
        maxLength={200}
        value={draft.note}
        onChange={(e) => onChange({ note: e.target.value })}
        error={errors.note}
        hint="Shown in every alert of this rule"
      />
    </>
  );
}
