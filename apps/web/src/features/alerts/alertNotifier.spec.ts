import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertNotifier, type NotifierDeps } from './alertNotifier';
import type { AlertQueueItem } from './alertConstants';
import type { NotificationCtor } from './notificationPermission';

const item = (over: Partial<AlertQueueItem> = {}): AlertQueueItem => ({
  id: 'a1',
  instrumentToken: 738561,
  instrumentName: 'RELIANCE',
  targetPrice: 1480,
  currentPrice: 1479.95,
  audioUrl: '/notification.mp3',
  ttsText: '',
  timestamp: 0,
  ...over,
});

interface Shown {
  title: string;
  options: NotificationOptions;
  close: ReturnType<typeof vi.fn>;
  onclick: (() => void) | null;
}

function fakeNotification(permission: NotificationPermission) {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = permission;
    close = vi.fn();
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push(Object.assign(this, { title, options }) as unknown as Shown);
    }
  }
  return { N: FakeNotification as unknown as NotificationCtor, shown };
}

const toast = vi.fn();

function notifier(over: Partial<NotifierDeps> = {}) {
  const deps: NotifierDeps = {
    notification: () => null,
    playChime: vi.fn(async () => undefined),
    visible: () => true,
    showToast: toast,
    onOpen: vi.fn(),
    ...over,
  };
  return { notifier: createAlertNotifier(deps), deps };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('alert notifier', () => {
  it('falls back to the in-page toast without notifications', async () => {
    const { notifier: n, deps } = notifier();
    await n.present(item(), 0.8);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a1', instrumentName: 'RELIANCE', currentPrice: 1479.95 }),
    );
    expect(deps.playChime).toHaveBeenCalledWith(0.8);
  });

  it('uses the toast when notifications are denied or not yet allowed', async () => {
    for (const p of ['denied', 'default'] as const) {
      const { N, shown } = fakeNotification(p);
      await notifier({ notification: () => N, visible: () => false }).notifier.present(item());
      expect(shown).toHaveLength(0);
    }
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('shows a browser notification when granted: symbol in the title, prices in ₹, icon, closed after 5 s', async () => {
    const { N, shown } = fakeNotification('granted');
    const { notifier: n, deps } = notifier({ notification: () => N, visible: () => false });
    await n.present(item());
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toContain('RELIANCE');
    expect(shown[0].options).toMatchObject({ body: 'Target ₹1,480.00 · Current ₹1,479.95', icon: '/favicon.svg' });
    expect(toast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4999);
    expect(shown[0].close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown[0].close).toHaveBeenCalled();
    expect(deps.playChime).toHaveBeenCalledWith(0.5);
  });

  it('also shows the in-app toast when the tab is visible', async () => {
    const { N, shown } = fakeNotification('granted');
    await notifier({ notification: () => N, visible: () => true }).notifier.present(item());
    expect(shown).toHaveLength(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('opens the alert when its notification is clicked', async () => {
    const { N, shown } = fakeNotification('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { notifier: n, deps } = notifier({ notification: () => N });
    await n.present(item());
    shown[0].onclick?.();
    expect(deps.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    expect(focus).toHaveBeenCalled();
    focus.mockRestore();
  });

  it('suppresses the same instrument and target for 60 s (dedupe), not other targets', async () => {
    const { notifier: n, deps } = notifier();
    await n.present(item());
    await n.present(item({ id: 'a2' }));
    await n.present(item({ id: 'a3', targetPrice: 1470 }));
    expect(toast).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    await n.present(item({ id: 'a4' }));
    expect(toast).toHaveBeenCalledTimes(3);
    expect(deps.playChime).toHaveBeenCalledTimes(3);
    n.clear();
    await n.present(item({ id: 'a5' }));
    expect(toast).toHaveBeenCalledTimes(4);
  });

  it('falls back to the toast when the browser refuses to build a notification', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Throwing = Object.assign(
      function () {
        throw new TypeError('Illegal constructor');
      },
      { permission: 'granted' },
    ) as unknown as NotificationCtor;
    await notifier({ notification: () => Throwing, visible: () => false }).notifier.present(item());
    expect(toast).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
