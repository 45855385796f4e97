import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import type { TableSettings } from '@app/contracts/settings/types';
import { Switch } from '../../shared/ui';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { SettingsGroup } from './SettingsGroup';
import { storedOr, useGroupForm } from './useGroupForm';

const SWITCHES: ReadonlyArray<{ key: keyof TableSettings; label: string; description: string }> = [
  {
    key: 'separate_pnl_columns',
    label: 'Separate P&L columns',
    description: 'Cash and percentage P&L in columns of their own',
  },
  { key: 'show_cash_pnl', label: 'Show cash P&L', description: 'P&L in rupees' },
  { key: 'show_percentage_pnl', label: 'Show percentage P&L', description: 'P&L relative to the amount invested' },
  {
    key: 'enable_conditional_formatting',
    label: 'Conditional formatting',
    description: 'Colour cells by your formatting rules',
  },
  { key: 'enable_row_colors', label: 'Row colours', description: 'Colour rows by the colours you set per symbol' },
];

export function TableSettingsForm() {
  const { settings, patch } = useSettings();
  const form = useGroupForm({
    saved: settings.table_settings,
    defaults: SETTINGS_DEFAULTS.table_settings as TableSettings,
    toDraft: (v: TableSettings) => v,
    parse: (d: TableSettings) => ({ value: d, errors: {} }),
    save: async (value) => {
      const stored = storedOr((await settingsApi.tableSettings(value)).data, value);
      await patch('table_settings', stored);
      return stored;
    },
    successText: 'Table settings saved',
  });
  return (
    <SettingsGroup
      title="Table settings"
      subtitle="How the tables of every container show P&L and colours."
      form={form}
    >
      <div className="settings-switches">
        {SWITCHES.map((s) => (
          <Switch
            key={s.key}
            label={s.label}
            description={s.description}
            checked={form.draft[s.key]}
            onChange={(v) => form.set(s.key, v)}
          />
        ))}
      </div>
    </SettingsGroup>
  );
}
