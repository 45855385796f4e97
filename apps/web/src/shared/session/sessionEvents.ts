import type { StoredUser } from './authStorage';

/**
 * Features that hold per-user state (the live socket, the alert monitor, the settings cache, the
 * navbar) register here, so signing in and out reaches them without the auth module importing them.
 */
type SignedIn = (user: StoredUser) => void;
type SignedOut = () => void | Promise<void>;

const signedIn = new Set<SignedIn>();
const signedOut = new Set<SignedOut>();

export function onSignedIn(fn: SignedIn): () => void {
  signedIn.add(fn);
  return () => signedIn.delete(fn);
}

export function onSignedOut(fn: SignedOut): () => void {
  signedOut.add(fn);
  return () => signedOut.delete(fn);
}

export function emitSignedIn(user: StoredUser): void {
  for (const fn of signedIn) {
    try {
      fn(user);
    } catch (e) {
      console.error('sign-in handler failed', e);
    }
  }
}

/** Runs every sign-out handler; one failing never stops the others. */
export async function emitSignedOut(): Promise<void> {
  await Promise.all(
    [...signedOut].map(async (fn) => {
      try {
        await fn();
      } catch (e) {
        console.error('sign-out handler failed', e);
      }
    }),
  );
}
