import type { PublicUser, UserType } from '@app/contracts/auth/types';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button, Dialog, IconButton, SelectField, Switch, TextField } from '../../shared/ui';
import { ApiError, errorText, fieldErrors } from '../../shared/api/apiError';
import { displayNameOf } from '../auth';
import { usersApi } from './usersApi';
import { PASSWORD_RULE_TEXT, userChanges, validateNewUser, type UserDraft } from './userForm';
import { toastFailure } from '../../shared/api/errorToast';

export interface UserFormDialogProps {
  /** The user to edit, or null to create one. */
  user: PublicUser | null;
  onClose: () => void;
  onSaved: (user: PublicUser) => void;
}

const ROLE_OPTIONS = [
  { value: 'customer', label: 'Customer' },
  { value: 'admin', label: 'Admin' },
];

const draftOf = (u: PublicUser | null): UserDraft => ({
  email: u?.email ?? '',
  password: '',
  first_name: u?.first_name ?? '',
  last_name: u?.last_name ?? '',
  user_type: u?.user_type ?? 'customer',
  is_active: u?.is_active ?? true,
});

/** Creates a user (POST /auth/register) or edits one (PUT /admin/users/{id}, only the changed fields). */
export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const set = <K extends keyof UserDraft>(key: K, value: UserDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const editing = user !== null;
  const unchanged = editing && Object.keys(userChanges(user, draft).changes).length === 0 && !draft.password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = editing ? userChanges(user, draft) : validateNewUser(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setSaving(true);
    try {
      const answer = editing
        ? await usersApi.update(user.id, (checked as ReturnType<typeof userChanges>).changes)
        : await usersApi.create((checked as ReturnType<typeof validateNewUser>).body!);
      const saved = answer.data.user;
      toast.success(editing ? `${displayNameOf(saved)} updated` : `User ${saved.email} created`);
      onSaved(saved);
      onClose();
    } catch (err) {
      const inline = fieldErrors(err);
      // A taken email (409 on create) belongs next to the email field.
      if (!editing && err instanceof ApiError && err.status === 409) inline.email = errorText(err);
      setErrors(inline);
      toastFailure(err, editing ? 'Failed to update user' : 'Failed to create user');
    } finally {
      setSaving(false);
    }
  };

  const passwordToggle = (
    <IconButton
      size="sm"
      label={showPassword ? 'Hide password' : 'Show password'}
      onClick={() => setShowPassword((s) => !s)}
    >
      {showPassword ? <EyeOff size={15} /> : <Eye size={15} />}
    </IconButton>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? `Edit ${displayNameOf(user)}` : 'Add user'}
      description={editing ? user.email : 'The new user can sign in at once with this email and password.'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving} disabled={unchanged}>
            {editing ? 'Save changes' : 'Create user'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="admin-form">
        {!editing && (
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            error={errors.email || undefined}
            required
          />
        )}
        <div className="admin-form__row">
          <TextField
            label="First name"
            value={draft.first_name}
            maxLength={100}
            onChange={(e) => set('first_name', e.target.value)}
            error={errors.first_name || undefined}
            hint={editing ? undefined : 'Optional'}
          />
          <TextField
            label="Last name"
            value={draft.last_name}
            maxLength={100}
            onChange={(e) => set('last_name', e.target.value)}
            error={errors.last_name || undefined}
            hint={editing ? undefined : 'Optional'}
          />
        </div>
        <SelectField
          label="Role"
          value={draft.user_type}
          options={ROLE_OPTIONS}
          onChange={(e) => set('user_type', e.target.value as UserType)}
          error={errors.user_type || undefined}
        />
        <TextField
          label={editing ? 'New password' : 'Password'}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          value={draft.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password || undefined}
          hint={
            editing
              ? `Leave blank to keep the current one. A new password signs the user out everywhere. ${PASSWORD_RULE_TEXT}.`
              : PASSWORD_RULE_TEXT
          }
          trailing={passwordToggle}
          required={!editing}
        />
        {editing && (
          <Switch
            label="Account active"
            description="An inactive account cannot sign in; deactivating signs the user out at once."
            checked={draft.is_active}
            onChange={(v) => set('is_active', v)}
          />
        )}
      </form>
    </Dialog>
  );
}
