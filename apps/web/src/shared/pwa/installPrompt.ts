import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** The browser offered installing and the prompt was kept for the user's click. */
  canInstall: boolean;
  /** Opened as an installed app (standalone window), where installing makes no sense. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canInstall: false, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  listeners.forEach((l) => l());
}

const standalone = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;

/**
 * Keeps the browser's install offer for a button to use later; the event fires once, early, and is
 * lost if nobody listens at start-up.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  state = { canInstall: false, installed: standalone() };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ canInstall: !state.installed, installed: state.installed });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canInstall: false, installed: true });
  });
}

/** Shows the browser's install dialog; true when the user accepted. The offer is single-use. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  set({ ...state, canInstall: false });
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(subscribe, () => state);
}
