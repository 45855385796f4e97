import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from '../../shared/ui';
import { checkEntry, EMPTY_ENTRY, factorOf, type EntryBody, type EntryDraft } from './entryForm';

const KINDS = [
  { value: 'split', label: 'Split (face value)' },
  { value: 'bonus', label: 'Bonus' },
  { value: 'dividend', label: 'Dividend' },
];

/** One action typed by hand; checked here, then sent for a preview. */
export function EntryForm({
  busy,
  onSubmit,
  serverErrors,
}: {
  busy: boolean;
  onSubmit: (body: EntryBody) => void;
  serverErrors: Record<string, string>;
}) {
  const [draft, setDraft] = useState<EntryDraft>(EMPTY_ENTRY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<EntryDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // An edited field's old error no longer applies (a new kind changes which fields there are).
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      if ('kind' in patch) for (const k of ['first', 'second', 'per_share']) delete next[k];
      return next;
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkEntry(draft);
    setErrors(checked.errors);
    if (checked.body) onSubmit(checked.body);
  };
  const err = (f: string) => errors[f] ?? serverErrors[f];
  const ratioWords =
    draft.kind === 'split' ? ['Old face value (₹)', 'New face value (₹)'] : ['New shares', 'For shares held'];
  const a = Number(draft.first);
  const b = Number(draft.second);
  const factor = draft.kind !== 'dividend' && a > 0 && b > 0 ? factorOf(draft.kind, a, b) : null;
  return (
    <form className="ca-form" onSubmit={submit} noValidate aria-label="Enter a corporate action">
      <TextField
        label="ISIN"
        value={draft.isin}
        placeholder="INE002A01018"
        onChange={(e) => set({ isin: e.target.value })}
        error={err('isin')}
      />
      <SelectField
        label="Kind"
        options={KINDS}
        value={draft.kind}
        onChange={(e) => set({ kind: e.target.value as EntryDraft['kind'] })}
      />
      <TextField
        label="Ex-date"
        type="date"
        value={draft.ex_date}
        onChange={(e) => set({ ex_date: e.target.value })}
        error={err('ex_date')}
      />
      <TextField
        label="Record date"
        type="date"
        value={draft.record_date}
        onChange={(e) => set({ record_date: e.target.value })}
        error={err('record_date')}
        hint="Optional"
      />
      {draft.kind === 'dividend' ? (
        <TextField
          label="Per share (₹)"
          inputMode="decimal"
          value={draft.per_share}
          onChange={(e) => set({ per_share: e.target.value })}
          error={err('per_share')}
        />
      ) : (
        <>
          <TextField
            label={ratioWords[0]}
            inputMode="numeric"
            value={draft.first}
            onChange={(e) => set({ first: e.target.value })}
            error={err('first') ?? err('ratio_numerator')}
          />
          <TextField
            label={ratioWords[1]}
            inputMode="numeric"
            value={draft.second}
            onChange={(e) => set({ second: e.target.value })}
            error={err('second') ?? err('ratio_denominator')}
            hint={
              factor
                ? `Holdings ×${(factor.numerator / factor.denominator).toLocaleString('en-IN')} (${factor.numerator}/${factor.denominator})`
                : undefined
            }
          />
        </>
      )}
      <TextField
        label="Note"
        value={draft.purpose}
        onChange={(e) => set({ purpose: e.target.value })}
        hint="Optional, shown as its purpose"
      />
      <div className="ca-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          Preview
        </Button>
      </div>
    </form>
  );
}
