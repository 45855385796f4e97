import type { TargetAlert } from '@app/contracts/alerts/subjects';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../../shared/session/authStorage';
import { createAlertMonitor } from './alertMonitor';
import type { AlertSound } from './alertSound';
import { createSuppressor } from './suppression';

const ASHA: StoredUser = { id: 'u1', email: 'asha@example.com', user_type: 'customer' };
const ARJUN: StoredUser = { id: 'u2', email: 'arjun@example.com', user_type: 'admin' };

const alert = (id: string, token = 738561, target = 1480): TargetAlert => ({
  id,
  instrument_token: token,
  tradingsymbol: token === 738561 ? 'RELIANCE' : 'INFY',
  target_price: target,
  current_price: target - 0.5,
  triggered_at: '2026-01-05T10:00:00.000Z',
});

function emitter<A extends unknown[]>() {
  const fns = new Set<(...args: A) => void>();
  return {
    on: (fn: (...args: A) => void) => (fns.add(fn), () => void fns.delete(fn)),
    emit: (...args: A) => fns.forEach((fn) => fn(...args)),
  };
}

function setUp() {
  const signedIn = emitter<[StoredUser]>();
  const signedOut = emitter<[]>();
  const alerts = emitter<[TargetAlert]>();
  const reconnect = emitter<[]>();
  const store = { reset: vi.fn(), refresh: vi.fn(async () => undefined), incoming: vi.fn() };
  const presented: string[] = [];
  const notifier = { present: vi.fn(async (item: { id: string }) => void presented.push(item.id)), clear: vi.fn() };
  const permission = { ask: vi.fn(async () => 'granted' as const) };
  const sound = { unlock: vi.fn(), isUnlocked: () => false } as unknown as AlertSound;
  const gestures = new EventTarget();
  const cooldown = createSuppressor(300_000);
  const monitor = createAlertMonitor({
    onSignedIn: signedIn.on,
    onSignedOut: signedOut.on,
    onTargetAlert: alerts.on,
    onReconnect: reconnect.on,
    store,
    notifier,
    sound,
    permission,
    gestures,
    cooldown,
  });
  monitor.start();
  return {
    monitor,
    signedIn,
    signedOut,
    alerts,
    reconnect,
    store,
    notifier,
    presented,
    permission,
    sound,
    gestures,
    cooldown,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('alert monitor', () => {
  it('ignores alerts before sign-in and after sign-out', async () => {
    const t = setUp();
    t.alerts.emit(alert('a'));
    t.signedIn.emit(ASHA);
    t.signedOut.emit();
    t.alerts.emit(alert('b'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.store.incoming).not.toHaveBeenCalled();
    expect(t.presented).toEqual([]);
  });

  it('updates the bell and plays each alert at the queued volume, 500 ms apart', async () => {
    const t = setUp();
    t.signedIn.emit(ASHA);
    t.alerts.emit(alert('a'));
    t.alerts.emit(alert('b', 408065, 1520));
    expect(t.store.incoming).toHaveBeenCalledTimes(2);
    expect(t.notifier.present).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a', instrumentName: 'RELIANCE', audioUrl: '/notification.mp3' }),
      0.8,
    );
    expect(t.presented).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.presented).toEqual(['a', 'b']);
  });

  it('keeps the same instrument and target quiet for 5 minutes, still counting it in the bell', async () => {
    const t = setUp();
    t.signedIn.emit(ASHA);
    t.alerts.emit(alert('a'));
    await vi.advanceTimersByTimeAsync(299_000);
    t.alerts.emit(alert('b'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.store.incoming).toHaveBeenCalledTimes(2);
    expect(t.presented).toEqual(['a']);
    t.alerts.emit(alert('c'));
    expect(t.presented).toEqual(['a', 'c']);
  });

  it('cleans expired cooldowns every 60 s while signed in', async () => {
    const t = setUp();
    const cleanup = vi.spyOn(t.cooldown, 'cleanup');
    t.signedIn.emit(ASHA);
    t.alerts.emit(alert('a'));
    await vi.advanceTimersByTimeAsync(200 + 60_000);
    expect(cleanup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(cleanup).toHaveBeenCalledTimes(6);
    expect(t.cooldown.size()).toBe(0);
    t.signedOut.emit();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(cleanup).toHaveBeenCalledTimes(6);
  });

  it('loads the list 200 ms after the user is set, then refreshes every 60 s until sign-out', async () => {
    const t = setUp();
    t.signedIn.emit(ASHA);
    await vi.advanceTimersByTimeAsync(199);
    expect(t.store.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.store.refresh).toHaveBeenCalledWith({ force: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.store.refresh).toHaveBeenCalledTimes(3);
    t.signedOut.emit();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.store.refresh).toHaveBeenCalledTimes(3);
  });

  it('clears the list, the queue and the cooldowns when the user changes', async () => {
    const t = setUp();
    t.signedIn.emit(ASHA);
    t.store.reset.mockClear();
    t.alerts.emit(alert('a'));
    t.alerts.emit(alert('b', 408065, 1520));
    t.signedIn.emit(ARJUN);
    expect(t.store.reset).toHaveBeenCalledTimes(1);
    expect(t.notifier.clear).toHaveBeenCalled();
    t.alerts.emit(alert('c'));
    await vi.advanceTimersByTimeAsync(2_000);
    // 'b' was waiting for Asha and is dropped; Arjun's first alert is not held by Asha's cooldown.
    expect(t.presented).toEqual(['a', 'c']);
  });

  it('keeps everything when the same user is set again', () => {
    const t = setUp();
    t.signedIn.emit(ASHA);
    t.store.reset.mockClear();
    t.signedIn.emit({ ...ASHA, first_name: 'Asha' });
    t.monitor.ensureUser(ASHA);
    expect(t.store.reset).not.toHaveBeenCalled();
  });

  it('catches up with a session that began before it started', async () => {
    const t = setUp();
    t.monitor.ensureUser(ASHA);
    t.alerts.emit(alert('a'));
    expect(t.presented).toEqual(['a']);
  });

  it('asks for notification permission on the first interaction after sign-in, never before', () => {
    const t = setUp();
    t.gestures.dispatchEvent(new Event('pointerdown'));
    expect(t.permission.ask).not.toHaveBeenCalled();
    t.signedIn.emit(ASHA);
    t.gestures.dispatchEvent(new Event('keydown'));
    t.gestures.dispatchEvent(new Event('keydown'));
    expect(t.permission.ask).toHaveBeenCalledTimes(1);
  });

  it('unlocks audio on the first gesture, signed in or not', () => {
    const t = setUp();
    t.gestures.dispatchEvent(new Event('pointerdown'));
    expect(t.sound.unlock).toHaveBeenCalled();
  });

  it('reloads the list when the live socket reconnects, not on the first connection', async () => {
    const t = setUp();
    t.signedIn.emit(ASHA);
    t.reconnect.emit();
    expect(t.store.refresh).not.toHaveBeenCalled();
    t.reconnect.emit();
    expect(t.store.refresh).toHaveBeenCalledTimes(1);
  });
});
