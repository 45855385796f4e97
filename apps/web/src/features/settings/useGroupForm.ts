import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { fieldErrors } from '../../shared/api/apiError';
import { toastFailure } from '../../shared/api/errorToast';

export interface GroupFormOptions<V, D> {
  /** The stored value (from the settings bundle). */
  saved: V;
  defaults: V;
  toDraft: (value: V) => D;
  parse: (draft: D) => { value?: V; errors: Record<string, string> };
  /** Sends the value and patches the bundle; answers what the server stored. */
  save: (value: V) => Promise<V>;
  successText: string;
}

export interface GroupForm<D> {
  draft: D;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  errors: Record<string, string>;
  dirty: boolean;
  saving: boolean;
  isDefault: boolean;
  submit: (e?: FormEvent) => Promise<void>;
  resetToDefaults: () => void;
  discard: () => void;
}

/** The object the server answered, or what was sent when the answer carries none. */
export function storedOr<V extends object>(answer: unknown, sent: V): V {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return sent;
  const a = answer as Record<string, unknown>;
  // Only the group's own fields: an answer may carry bookkeeping such as updated_at.
  return Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, a[k] ?? v])) as V;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One settings group's form: a draft of the stored value, checked before sending, saved as a whole,
 * with the server's 400 details shown on their fields and the group's failure message in a toast.
 */
export function useGroupForm<V, D>({
  saved,
  defaults,
  toDraft,
  parse,
  save,
  successText,
}: GroupFormOptions<V, D>): GroupForm<D> {
  const savedDraft = toDraft(saved);
  const [draft, setDraft] = useState<D>(savedDraft);
  const [base, setBase] = useState<D>(savedDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // The stored value changed (the bundle arrived or was saved elsewhere): follow it unless the user has edits.
  if (!same(savedDraft, base)) {
    setBase(savedDraft);
    if (same(draft, base)) setDraft(savedDraft);
  }

  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key as string];
      return next;
    });
  };

  const dirty = !same(draft, savedDraft);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!dirty || saving) return;
    const parsed = parse(draft);
    setErrors(parsed.errors);
    if (!parsed.value) return;
    setSaving(true);
    try {
      const stored = await save(parsed.value);
      setDraft(toDraft(stored));
      toast.success(successText);
    } catch (err) {
      setErrors(fieldErrors(err));
      toastFailure(err, err instanceof Error ? err.message : 'Failed to save settings');
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    set,
    errors,
    dirty,
    saving,
    isDefault: same(draft, toDraft(defaults)),
    submit,
    resetToDefaults: () => {
      setDraft(toDraft(defaults));
      setErrors({});
    },
    discard: () => {
      setDraft(savedDraft);
      setErrors({});
    },
  };
}
