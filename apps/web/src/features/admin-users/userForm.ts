import type { PublicUser, UserType } from '@app/contracts/auth/types';

/** Copied from the auth contract (a validation file the web app must not import). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
export const PASSWORD_RULE_TEXT = '8 to 128 characters, with a letter and a digit, and no spaces';

/** Why a new password would be refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters`;
  if (/\s/.test(password)) return 'Spaces are not allowed';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Include at least one letter and one digit';
  return null;
}

export function emailProblem(email: string): string | null {
  const e = email.trim();
  if (!e) return 'Enter an email address';
  if (e.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)) return 'Enter a valid email address';
  return null;
}

export interface UserDraft {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  is_active: boolean;
}

export interface NewUserBody {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  user_type: UserType;
}

export type UserChanges = Partial<Pick<PublicUser, 'user_type' | 'is_active'>> & {
  first_name?: string;
  last_name?: string;
  password?: string;
};

const nameTooLong = (n: string) => (n.trim().length > NAME_MAX ? `Use at most ${NAME_MAX} characters` : null);

/** POST /auth/register's body; empty names are left out. */
export function validateNewUser(d: UserDraft): { body?: NewUserBody; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const problems = {
    email: emailProblem(d.email),
    password: passwordProblem(d.password),
    first_name: nameTooLong(d.first_name),
    last_name: nameTooLong(d.last_name),
  };
  for (const [k, v] of Object.entries(problems)) if (v) errors[k] = v;
  if (Object.keys(errors).length > 0) return { errors };
  const body: NewUserBody = { email: d.email.trim(), password: d.password, user_type: d.user_type };
  if (d.first_name.trim()) body.first_name = d.first_name.trim();
  if (d.last_name.trim()) body.last_name = d.last_name.trim();
  return { body, errors };
}

/** PUT /admin/users/{id}'s body: only what changed; a name that exists cannot be emptied; a blank password keeps the old one. */
export function userChanges(user: PublicUser, d: UserDraft): { changes: UserChanges; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const changes: UserChanges = {};
  for (const key of ['first_name', 'last_name'] as const) {
    const next = d[key].trim();
    if (next === (user[key] ?? '')) continue;
    if (!next) errors[key] = 'A name cannot be emptied once set';
    else if (nameTooLong(next)) errors[key] = nameTooLong(next)!;
    else changes[key] = next;
  }
  if (d.user_type !== user.user_type) changes.user_type = d.user_type;
  if (d.is_active !== user.is_active) changes.is_active = d.is_active;
  if (d.password) {
    const problem = passwordProblem(d.password);
    if (problem) errors.password = problem;
    else changes.password = d.password;
  }
  return { changes, errors };
}
