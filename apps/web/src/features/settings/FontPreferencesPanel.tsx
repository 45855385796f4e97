import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_FONT_FAMILY, FONT_SIZE_MAX, FONT_SIZE_MIN } from '@app/contracts/settings/constants';
import { Button, Card, SelectField, Spinner, TextField } from '../../shared/ui';
import { FONT_FAMILIES, FONT_SIZE_DEFAULT, FONT_SIZE_PRESETS } from '../user-settings';
import { parseFontSize } from './inputRules';
import { useFontPreferences } from './useFontPreferences';

/** Font size and family, applied as soon as they change. */
export function FontPreferencesPanel() {
  const { font, change, state, error, retry } = useFontPreferences();
  const size = font.base_font_size;
  const [sizeText, setSizeText] = useState<string | null>(null);
  const known = FONT_FAMILIES.some((f) => f.value === font.font_family);
  const families = known ? FONT_FAMILIES : [{ label: 'Custom', value: font.font_family }, ...FONT_FAMILIES];
  const typed = sizeText === null ? null : parseFontSize(sizeText, { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX });
  const sizeError = typed && !typed.ok ? typed.error : undefined;
  const isDefault = size === FONT_SIZE_DEFAULT && font.font_family === DEFAULT_FONT_FAMILY;

  const setSize = (n: number) => {
    setSizeText(null);
    change({ ...font, base_font_size: n });
  };

  return (
    <Card
      title="Font"
      subtitle="Applies to the whole app at once and is remembered in this browser."
      aria-label="Font"
      className="settings-group"
      actions={
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw size={14} />}
          disabled={isDefault}
          onClick={() => {
            setSizeText(null);
            change({ base_font_size: FONT_SIZE_DEFAULT, font_family: DEFAULT_FONT_FAMILY });
          }}
        >
          Reset to defaults
        </Button>
      }
    >
      <div className="font-presets" role="group" aria-label="Font size presets">
        {FONT_SIZE_PRESETS.map((p) => (
          <button
            key={p.label}
            type="button"
            className={clsx('font-preset', size === p.size && 'font-preset--on')}
            aria-pressed={size === p.size}
            onClick={() => setSize(p.size)}
          >
            <span className="font-preset__label">{p.label}</span>
            <span className="font-preset__size">{p.size}px</span>
          </button>
        ))}
      </div>
      <div className="settings-fields">
        <div className="field">
          <label className="field__label" htmlFor="font-size-range">
            Font size: <span className="num">{size}px</span>
          </label>
          <input
            id="font-size-range"
            className="range"
            type="range"
            min={FONT_SIZE_MIN}
            max={FONT_SIZE_MAX}
            step={1}
            value={size}
            onChange={(e) => setSize(Number(e.target.value))}
          />
        </div>
        <TextField
          label="Exact size (px)"
          inputMode="numeric"
          value={sizeText ?? String(size)}
          error={sizeError}
          hint={`${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}`}
          onChange={(e) => {
            setSizeText(e.target.value);
            const parsed = parseFontSize(e.target.value, { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX });
            if (parsed.ok) change({ ...font, base_font_size: parsed.value });
          }}
          onBlur={() => !sizeError && setSizeText(null)}
        />
        <SelectField
          label="Font family"
          value={font.font_family}
          options={families.map((f) => ({ value: f.value, label: f.label }))}
          onChange={(e) => change({ ...font, font_family: e.target.value })}
        />
      </div>
      <p className="font-sample" style={{ fontFamily: font.font_family }}>
        NIFTY 50 closed at 24,321.05 — your portfolio is up ₹12,34,567.89 (+4.52%).
      </p>
      <p className={clsx('save-state', state === 'error' && 'save-state--error')} role="status" aria-live="polite">
        {state === 'pending' && (
          <>
            <Spinner size={12} /> Saving…
          </>
        )}
        {state === 'saved' && 'Saved to your account'}
        {state === 'error' && (
          <>
            {error}{' '}
            <Button variant="ghost" size="sm" onClick={retry}>
              Retry
            </Button>
          </>
        )}
      </p>
    </Card>
  );
}
