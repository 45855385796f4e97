import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { AlertRule, ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { Dialog, FormButtons } from '../../shared/ui';
import { FormError } from '../../shared/forms/FormError';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { useSubmit } from '../../shared/forms/useSubmit';
import { alertRulesApi } from './alertRulesApi';
import { RuleEditorFields } from './RuleEditorFields';
import { draftOf, ruleBodyOf, type RuleDraft, type RuleFieldErrors } from './ruleDraft';

export interface RuleEditorDialogProps {
  open: boolean;
  /** The rule to edit; null for a new one. */
  rule: AlertRule | null;
  settings: ChannelSettingsView | null;
  onClose: () => void;
  onSaved: (rule: AlertRule) => void;
}

const FORM_ID = 'alert-rule-form';
const FIELDS = new Set(['kind', 'instrument_token', 'value', 'months', 'recurring', 'expires_at', 'channels', 'note']);
// A 400 about a field the form does not show (a rule limit, say) is shown above the buttons.
const OTHER = 'other';

/** Creates or edits a rule: the form's own checks first, then the API's 400 under the same fields. */
export function RuleEditorDialog({ open, rule, settings, onClose, onSaved }: RuleEditorDialogProps) {
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(rule, settings?.defaults ?? []));
  const { busy, errors, setErrors, formError, setFormError, run } = useSubmit(
    rule ? 'Failed to update alert rule' : 'Failed to create alert rule',
    (field) => (FIELDS.has(field) ? field : OTHER),
  );

  useOnOpen(open, rule?.id ?? 'new', () => {
    setDraft(draftOf(rule, settings?.defaults ?? []));
    setErrors({});
    setFormError(null);
  });

  const change = (patch: Partial<RuleDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      if ('instrument' in patch) delete next.instrument_token;
      for (const key of Object.keys(patch)) delete next[key === 'expiresAt' ? 'expires_at' : key];
      if ('kind' in patch) return {};
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = ruleBodyOf(draft);
    if (!built.ok) {
      setErrors(built.errors as Record<string, string>);
      return;
    }
    await run(async () => {
      const saved = rule ? await alertRulesApi.update(rule.id, built.body) : await alertRulesApi.create(built.body);
      toast.success(rule ? 'Alert rule updated' : 'Alert rule created');
      onSaved(saved);
      onClose();
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={rule ? 'Edit alert' : 'New alert'}
      description="Choose what to watch and where the alert goes."
      size="md"
      footer={
        <FormButtons formId={FORM_ID} busy={busy} onCancel={onClose}>
          {rule ? 'Save alert' : 'Create alert'}
        </FormButtons>
      }
    >
      <form id={FORM_ID} className="ar-editor" onSubmit={submit} noValidate>
        <RuleEditorFields draft={draft} errors={errors as RuleFieldErrors} settings={settings} onChange={change} />
        <FormError text={formError ?? errors[OTHER]} />
      </form>
    </Dialog>
  );
}
