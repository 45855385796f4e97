import { TABLE_NAMES, type TableName } from '@app/contracts/settings/constants';
import type { ConditionalRule } from '@app/contracts/settings/types';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, FormButtons, SelectField, Switch, TextField } from '../../shared/ui';
import { fieldErrors } from '../../shared/api/apiError';
import { CONDITION_TYPES, type ConditionType } from '@app/formatting';
import { ToggleColorField } from './ColorField';
import { isHexColor, normaliseHex } from './inputRules';
import { columnLabel, CONDITION_LABELS, TABLE_LABELS } from './labels';
import { draftOfRule, newRuleDraft, ruleColumns, validateRuleDraft, type RuleBody, type RuleDraft } from './ruleForm';
import { toastFailure } from '../../shared/api/errorToast';

export interface RuleDialogProps {
  /** The rule to edit, or null to create one (for `table`). */
  rule: ConditionalRule | null;
  table: TableName;
  onClose: () => void;
  onSave: (body: RuleBody) => Promise<void>;
}

/** Creates or edits one conditional formatting rule, with a live preview of its colours. */
export function RuleDialog({ rule, table, onClose, onSave }: RuleDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOfRule(rule) : newRuleDraft(table)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _drop, ...rest }) => rest);
  };
  const columns = ruleColumns(draft.table_name);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: found } = validateRuleDraft(draft);
    setErrors(found);
    if (!body) return;
    setSaving(true);
    try {
      await onSave(body);
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err));
      toastFailure(err, err instanceof Error ? err.message : 'Failed to save conditional formatting rule');
    } finally {
      setSaving(false);
    }
  };

  const text =
    draft.text_color !== null && isHexColor(normaliseHex(draft.text_color))
      ? normaliseHex(draft.text_color)
      : undefined;
  const background =
    draft.background_color !== null && isHexColor(normaliseHex(draft.background_color))
      ? normaliseHex(draft.background_color)
      : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={rule ? 'Edit formatting rule' : 'New formatting rule'}
      description="A cell takes these colours when its value meets the condition."
      size="lg"
      footer={
        <FormButtons formId={formId} busy={saving} onCancel={onClose}>
          {rule ? 'Save rule' : 'Create rule'}
        </FormButtons>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="settings-form">
        <div className="settings-fields">
          <SelectField
            label="Table"
            value={draft.table_name}
            options={TABLE_NAMES.map((t) => ({ value: t, label: TABLE_LABELS[t] }))}
            onChange={(e) => {
              const next = e.target.value as TableName;
              set('table_name', next);
              if (!ruleColumns(next).includes(draft.condition_column)) set('condition_column', ruleColumns(next)[0]!);
            }}
            error={errors.table_name}
          />
          <TextField
            label="Rule name"
            value={draft.rule_name}
            maxLength={100}
            placeholder="e.g. Big winners"
            onChange={(e) => set('rule_name', e.target.value)}
            error={errors.rule_name}
            hint="Optional"
          />
          <SelectField
            label="Column"
            value={draft.condition_column}
            options={columns.map((c) => ({ value: c, label: columnLabel(c) }))}
            onChange={(e) => set('condition_column', e.target.value)}
            error={errors.condition_column}
          />
          <SelectField
            label="Condition"
            value={draft.condition_type}
            options={CONDITION_TYPES.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
            onChange={(e) => set('condition_type', e.target.value as ConditionType)}
            error={errors.condition_type}
          />
          <TextField
            label={draft.condition_type === 'between' ? 'From' : 'Value'}
            inputMode="decimal"
            value={draft.condition_value}
            onChange={(e) => set('condition_value', e.target.value)}
            error={errors.condition_value}
            hint={draft.condition_type.includes('equal_to') ? 'Within 0.01' : undefined}
          />
          {draft.condition_type === 'between' && (
            <TextField
              label="To"
              inputMode="decimal"
              value={draft.condition_value_max}
              onChange={(e) => set('condition_value_max', e.target.value)}
              error={errors.condition_value_max}
              hint="Inclusive"
            />
          )}
          <TextField
            label="Priority"
            inputMode="numeric"
            value={draft.priority}
            onChange={(e) => set('priority', e.target.value)}
            error={errors.priority}
            hint="Higher priorities are tried first"
          />
        </div>
        <div className="settings-fields">
          <ToggleColorField
            label="Text colour"
            value={draft.text_color}
            fallback="#10B981"
            onChange={(v) => set('text_color', v)}
            error={errors.text_color}
          />
          <ToggleColorField
            label="Background colour"
            value={draft.background_color}
            fallback="#1F3B2D"
            onChange={(v) => set('background_color', v)}
            error={errors.background_color}
          />
        </div>
        <div className="rule-footer">
          <Switch
            label="Active"
            description="Inactive rules are kept but not applied"
            checked={draft.is_active}
            onChange={(v) => set('is_active', v)}
          />
          <div className="rule-preview" aria-label="Preview">
            <span className="muted">Preview</span>
            <span className="rule-swatch num" style={{ color: text, backgroundColor: background }}>
              {columnLabel(draft.condition_column)} 5,250.00
            </span>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
