import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button, Card, Switch } from '../../shared/ui';
import {
  ANIMATION_DENSITIES,
  BACKGROUND_INTENSITIES,
  BACKGROUND_STYLES,
  UI_PREFERENCE_RESET,
  uiPreferences,
  type BackgroundStyle,
  type UiPreferences,
} from '../user-settings';

const STYLE_LABELS: Record<BackgroundStyle, string> = {
  aurora: 'Aurora',
  darkveil: 'Dark veil',
  beams: 'Beams',
  'dot-grid': 'Dot grid',
  none: 'None',
};
const WORD = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf = WORD,
  swatch,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  labelOf?: (v: T) => string;
  swatch?: boolean;
}) {
  return (
    <fieldset className="choices">
      <legend className="field__label">{legend}</legend>
      <div className={clsx('choices__list', swatch && 'choices__list--swatches')}>
        {options.map((o) => (
          <label key={o} className={clsx('choice', o === value && 'choice--on')}>
            <input
              type="radio"
              name={name}
              value={o}
              checked={o === value}
              onChange={() => onChange(o)}
              className="visually-hidden"
            />
            {swatch && <span className={`choice__swatch choice__swatch--${o}`} aria-hidden="true" />}
            <span className="choice__label">{labelOf(o)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The browser-local display preferences: applied at once, kept in this browser only. */
export function UiPreferencesPanel() {
  const prefs = uiPreferences.use();
  const set = <K extends keyof UiPreferences>(key: K, value: UiPreferences[K]) =>
    uiPreferences.set((p) => ({ ...p, [key]: value }));
  const isReset = JSON.stringify(prefs) === JSON.stringify(UI_PREFERENCE_RESET);
  return (
    <Card
      title="Display"
      subtitle="Background and motion. Kept in this browser and applied at once."
      aria-label="Display"
      className="settings-group"
      actions={
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw size={14} />}
          disabled={isReset}
          onClick={() => {
            uiPreferences.set(UI_PREFERENCE_RESET);
            toast.success('Display preferences reset');
          }}
        >
          Reset
        </Button>
      }
    >
      <div className="settings-form">
        <Choices
          legend="Background style"
          name="background-style"
          options={BACKGROUND_STYLES}
          value={prefs.backgroundStyle}
          onChange={(v) => set('backgroundStyle', v)}
          labelOf={(v) => STYLE_LABELS[v]}
          swatch
        />
        <div className="settings-fields">
          <Choices
            legend="Intensity"
            name="background-intensity"
            options={BACKGROUND_INTENSITIES}
            value={prefs.backgroundIntensity}
            onChange={(v) => set('backgroundIntensity', v)}
          />
          <Choices
            legend="Animation density"
            name="animation-density"
            options={ANIMATION_DENSITIES}
            value={prefs.animationDensity}
            onChange={(v) => set('animationDensity', v)}
          />
          <div className="field">
            <label className="field__label" htmlFor="animation-speed">
              Animation speed: <span className="num">{prefs.animationSpeed}×</span>
            </label>
            <input
              id="animation-speed"
              className="range"
              type="range"
              min={0.25}
              max={3}
              step={0.25}
              value={prefs.animationSpeed}
              onChange={(e) => set('animationSpeed', Number(e.target.value))}
            />
          </div>
        </div>
        <div className="settings-switches">
          <Switch
            label="Reduced animations"
            description="Stop background motion and transitions"
            checked={prefs.reducedAnimations}
            onChange={(v) => set('reducedAnimations', v)}
          />
          <Switch
            label="Pixel transitions"
            description="Pixelated transitions between pages"
            checked={prefs.pixelTransitions}
            onChange={(v) => set('pixelTransitions', v)}
          />
          <Switch
            label="Blob cursor"
            description="A soft glow that follows the pointer"
            checked={prefs.blobCursorEnabled}
            onChange={(v) => set('blobCursorEnabled', v)}
          />
        </div>
      </div>
    </Card>
  );
}
