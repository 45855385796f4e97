import { api } from '../../shared/api/apiClient';
import { onSignedOut } from '../../shared/session/sessionEvents';
import { settingsApi } from '../user-settings';
import { nextAttemptAt, recordFailure, recordSuccess, type BreakerState } from './circuitBreaker';

type Listener = () => void;

/**
 * Which container summaries are collapsed, per container id (collapsed by default). Fetched once per
 * signed-in user, never twice at a time, with a doubling back-off after failures; a toggle is saved only
 * when signed in and goes back silently if the save fails.
 */
class CollapsibleStates {
  private states: Record<string, boolean> = {};
  private loaded = false;
  private inFlight: Promise<void> | null = null;
  private breaker: BreakerState = { failures: [] };
  private readonly listeners = new Set<Listener>();
  private version = 0;

  constructor() {
    onSignedOut(() => {
      this.loaded = false;
      this.states = {};
      this.breaker = recordSuccess();
      this.notify();
    });
  }

  subscribe = (fn: Listener) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getVersion = () => this.version;

  isCollapsed(id: string): boolean {
    return this.states[id] ?? true;
  }

  private notify() {
    this.version += 1;
    this.listeners.forEach((fn) => fn());
  }

  /** Loads the states unless loaded, loading, signed out or backing off. */
  load(signedIn: boolean, now = Date.now()): Promise<void> {
    if (!signedIn || this.loaded || this.inFlight || now < nextAttemptAt(this.breaker, now))
      return this.inFlight ?? Promise.resolve();
    this.inFlight = settingsApi
      .collapsibleStates()
      .then((res) => {
        this.states = { ...res.data.states, ...this.states };
        this.loaded = true;
        this.breaker = recordSuccess();
        this.notify();
      })
      .catch((e) => {
        this.breaker = recordFailure(this.breaker, Date.now());
        console.warn('Failed to fetch collapsible states', e);
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  async toggle(id: string, signedIn: boolean): Promise<void> {
    if (!signedIn) return;
    const before = this.isCollapsed(id);
    this.states = { ...this.states, [id]: !before };
    this.notify();
    try {
      await api.post('/settings/collapsible-states', { container_id: id, is_collapsed: !before });
    } catch {
      this.states = { ...this.states, [id]: before };
      this.notify();
    }
  }
}

export const collapsibleStates = new CollapsibleStates();
