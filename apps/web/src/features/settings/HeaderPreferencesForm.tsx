import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import type { HeaderPreferences } from '@app/contracts/settings/types';
import { Switch, TextField } from '../../shared/ui';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { headerDraft, parseHeader } from './groupDrafts';
import { SettingsGroup } from './SettingsGroup';
import { storedOr, useGroupForm } from './useGroupForm';

export function HeaderPreferencesForm() {
  const { settings, patch } = useSettings();
  const form = useGroupForm({
    saved: settings.header_preferences,
    defaults: SETTINGS_DEFAULTS.header_preferences as HeaderPreferences,
    toDraft: headerDraft,
    parse: parseHeader,
    save: async (value) => {
      const stored = storedOr((await settingsApi.headerPreferences(value)).data, value);
      await patch('header_preferences', stored);
      return stored;
    },
    successText: 'Header preferences saved',
  });
  const { draft, set, errors } = form;
  return (
    <SettingsGroup
      title="Header"
      subtitle="Let the header slide away and come back when the pointer nears the top edge."
      form={form}
    >
      <Switch
        label="Auto-hide header"
        description="Hide the header until the pointer comes near the top of the window"
        checked={draft.auto_hide_enabled}
        onChange={(v) => set('auto_hide_enabled', v)}
      />
      <div className="settings-fields">
        <TextField
          label="Proximity threshold (px)"
          inputMode="numeric"
          value={draft.proximity_threshold}
          onChange={(e) => set('proximity_threshold', e.target.value)}
          error={errors.proximity_threshold}
          hint="Distance from the top edge that shows it"
        />
        <TextField
          label="Hide delay (ms)"
          inputMode="numeric"
          value={draft.hide_delay}
          onChange={(e) => set('hide_delay', e.target.value)}
          error={errors.hide_delay}
          hint="Wait before hiding"
        />
        <TextField
          label="Show delay (ms)"
          inputMode="numeric"
          value={draft.show_delay}
          onChange={(e) => set('show_delay', e.target.value)}
          error={errors.show_delay}
          hint="Wait before showing"
        />
      </div>
    </SettingsGroup>
  );
}
