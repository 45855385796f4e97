import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { Button, Checkbox, IconButton } from '../../shared/ui';
import { authApi } from '../../features/auth';
import { useAuth } from '../../shared/session/useAuth';
import { AuthCard } from '../../features/auth';
import { AUTOFILL_PICKUP_MS, canContinue, LOGIN_TEXT, welcomeText } from '../../features/auth';

type Step = 'email' | 'password';

/** Where a signed-in user goes from /login: back to the protected page they asked for, else /dashboard. */
function returnTarget(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname?.startsWith('/dashboard')
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : '/dashboard';
}

export function LoginPage() {
  const { isAuthenticated, initialised } = useAuth();
  const location = useLocation();
  // Also the way out after a successful sign-in: the user is set, this page re-renders and redirects.
  if (initialised && isAuthenticated) return <Navigate to={returnTarget(location)} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const { login, loggingIn } = useAuth();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [rememberMe, setRememberMe] = useState(false);
  const [validating, setValidating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Browsers fill saved emails without an input event; pick the value up shortly after mount.
  useEffect(() => {
    const timer = setTimeout(() => {
      const filled = emailRef.current?.value ?? '';
      if (filled && !email) setEmail(filled);
    }, AUTOFILL_PICKUP_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (step === 'password') passwordRef.current?.focus();
    else emailRef.current?.focus();
  }, [step]);

  const onContinue = async (e: FormEvent) => {
    e.preventDefault();
    if (!canContinue(email, validating)) return;
    setValidating(true);
    setError(null);
    setMessage(LOGIN_TEXT.checking);
    try {
      const res = await authApi.validateUsername(email.trim());
      if (res.valid) {
        setMessage(welcomeText(res.first_name));
        setStep('password');
      } else {
        setMessage(null);
        setError(LOGIN_TEXT.invalid);
      }
    } catch {
      setMessage(null);
      setError(LOGIN_TEXT.validationFailed);
    } finally {
      setValidating(false);
    }
  };

  const onChange = () => {
    setStep('email');
    setMessage(null);
    setError(null);
    setPassword('');
  };

  const onSignIn = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || loggingIn) return;
    setError(null);
    try {
      await login(email, password, rememberMe);
      setEmail('');
      setPassword('');
      setRememberMe(false);
      setStep('email');
    } catch (err) {
      setError((err as Error).message || LOGIN_TEXT.loginFailed);
    }
  };

  return (
    <AuthCard title={LOGIN_TEXT.title} subtitle={LOGIN_TEXT.prompt}>
      {error && (
        <div className="auth-error" role="alert">
          {error}
        </div>
      )}
      {step === 'email' ? (
        <form className="auth-form" onSubmit={onContinue} noValidate={false}>
          <div className="field">
            <label className="field__label" htmlFor="login-email">
              Email
            </label>
            <input
              ref={emailRef}
              id="login-email"
              className="input"
              type="email"
              name="email"
              autoComplete="username"
              required
              placeholder={LOGIN_TEXT.emailPlaceholder}
              value={email}
              onChange={(ev) => setEmail(ev.target.value)}
            />
          </div>
          {message && (
            <p className="auth-message" role="status">
              {message}
            </p>
          )}
          <Button
            type="submit"
            variant="primary"
            className="auth-submit"
            disabled={!canContinue(email, validating)}
            loading={validating}
          >
            {validating ? LOGIN_TEXT.validatingButton : 'Continue'}
          </Button>
        </form>
      ) : (
        <form className="auth-form" onSubmit={onSignIn}>
          {message && (
            <p className="auth-message auth-message--welcome" role="status">
              {message}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor="login-email-readonly">
              Email
            </label>
            <div className="auth-email">
              <input
                id="login-email-readonly"
                className="input"
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                readOnly
              />
              <Button variant="ghost" size="sm" onClick={onChange}>
                Change
              </Button>
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="login-password">
              Password
            </label>
            <div className="input-wrap input-wrap--trailing">
              <input
                ref={passwordRef}
                id="login-password"
                className="input"
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                required
                placeholder={LOGIN_TEXT.passwordPlaceholder}
                value={password}
                onChange={(ev) => setPassword(ev.target.value)}
              />
              <div className="input-wrap__trailing">
                <IconButton
                  label={showPassword ? 'Hide password' : 'Show password'}
                  size="sm"
                  onClick={() => setShowPassword((s) => !s)}
                  aria-pressed={showPassword}
                >
                  {showPassword ? <EyeOff size={16} /> : <Eye size={16} />}
                </IconButton>
              </div>
            </div>
          </div>
          <Checkbox label="Remember me" checked={rememberMe} onChange={(ev) => setRememberMe(ev.target.checked)} />
          <Button
            type="submit"
            variant="primary"
            className="auth-submit"
            disabled={!password || loggingIn}
            icon={loggingIn ? undefined : <LogIn size={16} />}
          >
            {loggingIn ? LOGIN_TEXT.signingIn : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
