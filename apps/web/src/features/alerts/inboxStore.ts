import toast from 'react-hot-toast';
import { errorText } from '../../shared/api/apiError';
import { ALERT_TIMING, type AlertRow } from './alertConstants';
import {
  EMPTY_ALERTS,
  nextPageNumber,
  withIncomingBy,
  withPageBy,
  withReadState,
  type AlertsState,
  type ListPage,
  type Listed,
  type TimeOf,
} from './alertList';
import { ALERTS_PAGE } from './alertsApi';
import { toastFailure } from '../../shared/api/errorToast';

export interface AlertsView<T extends Listed = AlertRow> extends AlertsState<T> {
  loadingMore: boolean;
  markingAll: boolean;
}

export const ALERT_ERRORS = {
  load: 'Failed to load alerts',
  markRead: 'Failed to mark alert as read',
  markAll: 'Failed to mark all alerts as read',
} as const;

/** Pages of unread alerts fetched at most by "Mark all read" (200 each). */
const MARK_ALL_MAX_PAGES = 10;
const MARK_ALL_PARALLEL = 4;

async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<unknown>): Promise<number> {
  let failed = 0;
  for (let i = 0; i < items.length; i += size) {
    const results = await Promise.allSettled(items.slice(i, i + size).map(fn));
    failed += results.filter((r) => r.status === 'rejected').length;
  }
  return failed;
}

/** A list the bell shows, as its server serves it. */
export interface InboxApi<T> {
  list(page: number, limit: number): Promise<ListPage<T>>;
  markRead(id: string): Promise<unknown>;
  /** A bulk call, where the server has one; without it each unread item is marked. */
  markAllRead?(): Promise<unknown>;
}

/**
 * One of the signed-in user's lists for the bell: the server's list and counts, pushed items on top,
 * read marks saved to the server. A user change bumps the generation, so late answers for the previous
 * user are dropped.
 */
export class InboxStore<T extends Listed> {
  protected view: AlertsView<T> = { ...EMPTY_ALERTS, loadingMore: false, markingAll: false };
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private lastFetchAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;
  /** Read marks still being saved: a list fetched meanwhile must not show them unread again. */
  private readonly savingRead = new Set<string>();

  constructor(
    private readonly api: InboxApi<T>,
    private readonly at: TimeOf<T>,
    private readonly now: () => number = Date.now,
  ) {}

  getSnapshot = (): AlertsView<T> => this.view;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  protected set(next: Partial<AlertsView<T>>): void {
    this.view = { ...this.view, ...next };
    for (const fn of this.listeners) fn();
  }

  reset(): void {
    this.generation += 1;
    this.inFlight = null;
    this.savingRead.clear();
    this.lastFetchAt = Number.NEGATIVE_INFINITY;
    this.set({ ...EMPTY_ALERTS, loadingMore: false, markingAll: false });
  }

  /**
   * Reloads what is listed; skipped within 5 s of the last load unless forced. The gap spares a good
   * list only: after a failed first load, the next ask (opening the bell) tries again at once.
   */
  refresh(options: { force?: boolean } = {}): Promise<void> {
    if (this.inFlight) return options.force ? this.inFlight.then(() => this.refresh(options)) : this.inFlight;
    const recent = this.now() - this.lastFetchAt < ALERT_TIMING.minFetchGapMs;
    if (!options.force && recent && this.view.status !== 'error') return Promise.resolve();
    const gen = this.generation;
    this.lastFetchAt = this.now();
    if (this.view.status !== 'ready') this.set({ status: 'loading', error: null });
    const limit = Math.min(ALERTS_PAGE.max, Math.max(ALERTS_PAGE.size, this.view.alerts.length));
    const run = this.api
      .list(1, limit)
      .then((page) => {
        if (gen === this.generation) this.set(this.withSavingRead(withPageBy(this.view, page, this.at)));
      })
      .catch((e: unknown) => {
        // A failed background refresh keeps the list it has; only a first load shows the error.
        if (gen === this.generation && this.view.status !== 'ready')
          this.set({ status: 'error', error: errorText(e, ALERT_ERRORS.load) });
      })
      .finally(() => {
        if (gen === this.generation) this.inFlight = null;
      });
    this.inFlight = run;
    return run;
  }

  async loadMore(): Promise<void> {
    if (this.view.loadingMore || this.view.alerts.length >= this.view.total) return;
    const gen = this.generation;
    this.set({ loadingMore: true });
    try {
      const page = await this.api.list(nextPageNumber(this.view.alerts.length, ALERTS_PAGE.size), ALERTS_PAGE.size);
      if (gen === this.generation) this.set(this.withSavingRead(withPageBy(this.view, page, this.at)));
    } catch (e) {
      if (gen === this.generation) toastFailure(e, ALERT_ERRORS.load);
    } finally {
      if (gen === this.generation) this.set({ loadingMore: false });
    }
  }

  private withSavingRead(state: AlertsState<T>): AlertsState<T> {
    return this.savingRead.size === 0
      ? state
      : withReadState(state, [...this.savingRead], true, new Date(this.now()).toISOString());
  }

  private async saveRead(id: string): Promise<void> {
    this.savingRead.add(id);
    try {
      await this.api.markRead(id);
    } finally {
      this.savingRead.delete(id);
    }
  }

  /** A pushed item: listed first, unread (once). */
  incomingRow(row: T): void {
    this.set(withIncomingBy(this.view, row, this.at));
  }

  /** Optimistic; put back, with a toast, when the server refuses. */
  async markRead(id: string): Promise<void> {
    const row = this.view.alerts.find((a) => a.id === id);
    if (row?.read) return;
    const gen = this.generation;
    this.set(withReadState(this.view, [id], true, new Date(this.now()).toISOString()));
    try {
      await this.saveRead(id);
    } catch (e) {
      if (gen !== this.generation) return;
      this.set(withReadState(this.view, [id], false, null));
      toastFailure(e, ALERT_ERRORS.markRead);
    }
  }

  /** There is no bulk call: unread alerts beyond the listed ones are found page by page, then each is marked. */
  async markAllRead(): Promise<void> {
    if (this.view.markingAll || this.view.unread === 0) return;
    const gen = this.generation;
    this.set({ markingAll: true });
    try {
      if (this.api.markAllRead) {
        this.set(
          withReadState(
            this.view,
            this.view.alerts.map((a) => a.id),
            true,
            new Date(this.now()).toISOString(),
          ),
        );
        await this.api.markAllRead();
        return;
      }
      const ids = new Set(this.view.alerts.filter((a) => !a.read).map((a) => a.id));
      for (let page = 1; ids.size < this.view.unread && page <= MARK_ALL_MAX_PAGES; page++) {
        const answer = await this.api.list(page, ALERTS_PAGE.max);
        for (const a of answer.alerts) if (!a.read) ids.add(a.id);
        if (answer.alerts.length < ALERTS_PAGE.max) break;
      }
      if (gen !== this.generation) return;
      this.set(withReadState(this.view, [...ids], true, new Date(this.now()).toISOString()));
      const failed = await inBatches([...ids], MARK_ALL_PARALLEL, (id) => this.saveRead(id));
      if (gen !== this.generation) return;
      if (failed > 0) toast.error(ALERT_ERRORS.markAll);
    } catch (e) {
      if (gen === this.generation) toastFailure(e, ALERT_ERRORS.markAll);
    } finally {
      if (gen === this.generation) {
        this.set({ markingAll: false });
        await this.refresh({ force: true });
      }
    }
  }
}
