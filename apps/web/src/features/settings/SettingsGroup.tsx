import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card } from '../../shared/ui';
import type { GroupForm } from './useGroupForm';

export interface SettingsGroupProps<D> {
  title: string;
  subtitle?: ReactNode;
  form: GroupForm<D>;
  children: ReactNode;
  saveLabel?: string;
}

/**
 * A settings group as a card holding one form: Enter submits, Save stays disabled until something
 * changed, and "Reset to defaults" puts the default settings into the form for the user to save.
 */
export function SettingsGroup<D>({ title, subtitle, form, children, saveLabel = 'Save' }: SettingsGroupProps<D>) {
  return (
    <Card
      title={title}
      subtitle={subtitle}
      aria-label={title}
      className="settings-group"
      actions={
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw size={14} />}
          onClick={form.resetToDefaults}
          disabled={form.isDefault || form.saving}
        >
          Reset to defaults
        </Button>
      }
    >
      <form onSubmit={form.submit} noValidate className="settings-form">
        {children}
        <div className="settings-form__footer">
          {form.dirty && (
            <span className="settings-form__dirty" role="status">
              Unsaved changes
            </span>
          )}
          {form.dirty && (
            <Button variant="ghost" onClick={form.discard} disabled={form.saving}>
              Discard
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={!form.dirty} loading={form.saving}>
            {saveLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
