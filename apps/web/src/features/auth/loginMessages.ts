/** The sign-in form's texts and timings. */
export const LOGIN_TEXT = {
  title: 'Trading Dashboard',
  prompt: 'Sign in to your account',
  emailPlaceholder: 'Enter your email',
  passwordPlaceholder: 'Enter your password',
  checking: 'Validating username and preparing your data...',
  validatingButton: 'Validating...',
  invalid: 'Please check your email address',
  validationFailed: 'Unable to validate username',
  signingIn: 'Signing in...',
  loginFailed: 'Login failed',
} as const;

export const EMAIL_MIN_LENGTH = 3;
export const AUTOFILL_PICKUP_MS = 500;

export function welcomeText(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}! Please enter your password.` : 'Welcome back! Please enter your password.';
}

export function canContinue(email: string, validating: boolean): boolean {
  return !validating && email.trim().length >= EMAIL_MIN_LENGTH;
}
