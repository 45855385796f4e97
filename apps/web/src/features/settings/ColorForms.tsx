import { SETTINGS_DEFAULTS, TABLE_NAMES } from '@app/contracts/settings/constants';
import type { ColorPreferences, TableColors } from '@app/contracts/settings/types';
import type { CSSProperties } from 'react';
import { Badge, Button } from '../../shared/ui';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { ColorField } from './ColorField';
import { parseColors } from './groupDrafts';
import { isHexColor } from './inputRules';
import { TABLE_LABELS } from './labels';
import { SettingsGroup } from './SettingsGroup';
import { storedOr, useGroupForm } from './useGroupForm';

const COLOR_FIELDS = [
  { key: 'primary', label: 'Primary', hint: 'Buttons, links, highlights' },
  { key: 'success', label: 'Success', hint: 'Profits, confirmations' },
  { key: 'danger', label: 'Danger', hint: 'Losses, destructive actions' },
  { key: 'warning', label: 'Warning', hint: 'Pre-market, cautions' },
  { key: 'info', label: 'Info', hint: 'Neutral information' },
] as const;

const identity = <V,>(v: V) => v;

/** The five theme colours; the whole app re-themes once they are saved. */
export function ColorPreferencesForm() {
  const { settings, patch } = useSettings();
  const form = useGroupForm({
    saved: settings.color_preferences,
    defaults: SETTINGS_DEFAULTS.color_preferences as ColorPreferences,
    toDraft: identity<ColorPreferences>,
    parse: parseColors<ColorPreferences>,
    save: async (value) => {
      const stored = storedOr((await settingsApi.colorPreferences(value)).data, value);
      await patch('color_preferences', stored);
      return stored;
    },
    successText: 'Colour preferences saved',
  });
  // The preview shows the draft before it is saved: only valid colours override the current theme.
  const preview = Object.fromEntries(
    COLOR_FIELDS.filter((f) => isHexColor(form.draft[f.key])).map((f) => [`--color-${f.key}`, form.draft[f.key]]),
  ) as CSSProperties;
  return (
    <SettingsGroup title="Colour preferences" subtitle="The theme colours of the whole app." form={form}>
      <div className="settings-fields settings-fields--colors">
        {COLOR_FIELDS.map((f) => (
          <ColorField
            key={f.key}
            label={f.label}
            hint={f.hint}
            value={form.draft[f.key]}
            onChange={(v) => form.set(f.key, v)}
            error={form.errors[f.key]}
          />
        ))}
      </div>
      <div className="color-preview" style={preview} aria-label="Preview of the colours" role="group">
        <Button variant="primary" size="sm" tabIndex={-1}>
          Primary
        </Button>
        <Badge tone="success" dot>
          +₹12,500
        </Badge>
        <Badge tone="danger" dot>
          -₹3,200
        </Badge>
        <Badge tone="warning">Pre-Market</Badge>
        <Badge tone="info">Info</Badge>
      </div>
    </SettingsGroup>
  );
}

/** The background colour of each table. */
export function TableColorsForm() {
  const { settings, patch } = useSettings();
  const form = useGroupForm({
    saved: settings.table_colors,
    defaults: SETTINGS_DEFAULTS.table_colors as TableColors,
    toDraft: identity<TableColors>,
    parse: parseColors<TableColors>,
    save: async (value) => {
      let current = { ...settings.table_colors };
      // One call per changed table (PUT settings/table-colors/{table}); each success is kept even if a later one fails.
      for (const table of TABLE_NAMES) {
        if (value[table] === current[table]) continue;
        const answer = (await settingsApi.tableColor(table, value[table])).data as
          { table_colors?: TableColors } | undefined;
        current = storedOr(answer?.table_colors, { ...current, [table]: value[table] });
        await patch('table_colors', current);
      }
      return current;
    },
    successText: 'Table colours saved',
  });
  return (
    <SettingsGroup title="Table colours" subtitle="The background of each table." form={form}>
      <div className="settings-fields settings-fields--colors">
        {TABLE_NAMES.map((table) => (
          <div key={table} className="table-color">
            <ColorField
              label={TABLE_LABELS[table]}
              value={form.draft[table]}
              onChange={(v) => form.set(table, v)}
              error={form.errors[table]}
            />
            <span
              className="table-color__swatch"
              style={{ background: isHexColor(form.draft[table]) ? form.draft[table] : undefined }}
              aria-hidden="true"
            >
              <span>Row</span>
              <span className="tone-positive">+2.4%</span>
            </span>
          </div>
        ))}
      </div>
    </SettingsGroup>
  );
}
