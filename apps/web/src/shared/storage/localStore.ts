import { useSyncExternalStore } from 'react';

/**
 * A small value kept in localStorage and shared by every component that reads it (and by other tabs,
 * through the storage event). Invalid stored data falls back to the default.
 */
export interface LocalStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  reset(): void;
  subscribe(fn: () => void): () => void;
  use(): T;
}

export function createLocalStore<T>(key: string, fallback: T, parse: (raw: unknown) => T | null): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cached: T | undefined;

  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      if (raw !== null) {
        const parsed = parse(JSON.parse(raw));
        if (parsed !== null) return parsed;
      }
    } catch {
      // unreadable: fall back
    }
    return fallback;
  };

  const notify = () => listeners.forEach((fn) => fn());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) {
        cached = undefined;
        notify();
      }
    });
  }

  const store: LocalStore<T> = {
    get() {
      if (cached === undefined) cached = read();
      return cached;
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (c: T) => T)(store.get()) : next;
      cached = value;
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or blocked: keep the value for this page
      }
      notify();
    },
    reset() {
      cached = undefined;
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing to remove
      }
      notify();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    use() {
      return useSyncExternalStore(store.subscribe, store.get);
    },
  };
  return store;
}
