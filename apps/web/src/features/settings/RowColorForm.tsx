import { TABLE_NAMES, type TableName } from '@app/contracts/settings/constants';
import { Paintbrush } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from '../../shared/ui';
import { useInstrumentSearch } from '../instruments';
import { ToggleColorField } from './ColorField';
import { TABLE_LABELS } from './labels';
import { validateRowColorDraft, type RowColorDraft } from './rowColors';

export interface RowColorFormProps {
  draft: RowColorDraft;
  onChange: (draft: RowColorDraft) => void;
  /** Sends the checked draft; rejects with the failure (its 400 details land on the fields). */
  onSubmit: (value: RowColorDraft) => Promise<Record<string, string> | void>;
}

/** Sets the background and/or text colour of one symbol's rows in one table. */
export function RowColorForm({ draft, onChange, onSubmit }: RowColorFormProps) {
  const listId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { results } = useInstrumentSearch(draft.row_identifier);
  const set = <K extends keyof RowColorDraft>(key: K, value: RowColorDraft[K]) => {
    onChange({ ...draft, [key]: value });
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { value, errors: found } = validateRowColorDraft(draft);
    setErrors(found);
    if (!value) return;
    setSaving(true);
    try {
      setErrors((await onSubmit(value)) ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="settings-form row-color-form" aria-label="Set row colours">
      <div className="settings-fields">
        <SelectField
          label="Table"
          value={draft.table_name}
          options={TABLE_NAMES.map((t) => ({ value: t, label: TABLE_LABELS[t] }))}
          onChange={(e) => set('table_name', e.target.value as TableName)}
        />
        <TextField
          label="Trading symbol"
          value={draft.row_identifier}
          onChange={(e) => set('row_identifier', e.target.value)}
          list={listId}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. RELIANCE"
          error={errors.row_identifier || undefined}
        />
        <datalist id={listId}>
          {results.map((r) => (
            <option key={r.instrument_token} value={r.tradingsymbol}>
              {`${r.name} · ${r.exchange}`}
            </option>
          ))}
        </datalist>
        <ToggleColorField
          label="Background colour"
          value={draft.background_color}
          fallback="#1F2937"
          onChange={(v) => set('background_color', v)}
          error={errors.background_color || undefined}
        />
        <ToggleColorField
          label="Text colour"
          value={draft.text_color}
          fallback="#FFD700"
          onChange={(v) => set('text_color', v)}
          error={errors.text_color || undefined}
        />
      </div>
      <div className="settings-form__footer">
        <span className="rule-preview">
          <span className="muted">Preview</span>
          <span
            className="rule-swatch"
            style={{ backgroundColor: draft.background_color ?? undefined, color: draft.text_color ?? undefined }}
            aria-hidden="true"
          >
            {draft.row_identifier.trim().toUpperCase() || 'SYMBOL'}
          </span>
        </span>
        <Button type="submit" variant="primary" icon={<Paintbrush size={14} />} loading={saving}>
          Set colours
        </Button>
      </div>
    </form>
  );
}
