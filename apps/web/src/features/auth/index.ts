// Signing in and out: the session provider, the sign-in calls and card, and how a user is named.
export { AuthCard } from './AuthCard';
export { AuthProvider } from './AuthProvider';
export { authApi, refreshSession } from './authApi';
export { AUTOFILL_PICKUP_MS, canContinue, LOGIN_TEXT, welcomeText } from './loginMessages';
export { displayNameOf, initialsOf, roleLineOf } from './userDisplay';
