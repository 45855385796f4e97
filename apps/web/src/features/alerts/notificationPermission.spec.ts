import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import {
  askOnFirstInteraction,
  createPermissionAsker,
  PERMISSION_TEXT,
  type NotificationCtor,
} from './notificationPermission';

vi.mock('react-hot-toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

afterEach(() => vi.clearAllMocks());

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const N = { permission, requestPermission: vi.fn(async () => ((N.permission = answer), answer)) };
  return N as unknown as NotificationCtor & { requestPermission: ReturnType<typeof vi.fn> };
}

describe('notification permission', () => {
  it('asks once and says "Notifications enabled for watchlist alerts" for 3 s when granted', async () => {
    const N = fakeNotification('default', 'granted');
    const asker = createPermissionAsker(() => N);
    await expect(asker.ask()).resolves.toBe('granted');
    expect(toast.success).toHaveBeenCalledWith(PERMISSION_TEXT.granted, expect.objectContaining({ duration: 3000 }));
    await asker.ask();
    expect(N.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says the denial text for 5 s when denied', async () => {
    const asker = createPermissionAsker(() => fakeNotification('default', 'denied'));
    await expect(asker.ask()).resolves.toBe('denied');
    expect(toast.error).toHaveBeenCalledWith(
      'Notifications denied. You can enable them in browser settings.',
      expect.objectContaining({ duration: 5000 }),
    );
  });

  it('stays quiet when the prompt is dismissed, and never asks a second time in the page', async () => {
    const N = fakeNotification('default', 'default');
    const asker = createPermissionAsker(() => N);
    await expect(asker.ask()).resolves.toBe('default');
    await asker.ask();
    expect(N.requestPermission).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not ask when the answer is already known, or when notifications are unsupported', async () => {
    for (const p of ['granted', 'denied'] as const) {
      const N = fakeNotification(p);
      await expect(createPermissionAsker(() => N).ask()).resolves.toBe(p);
      expect(N.requestPermission).not.toHaveBeenCalled();
    }
    await expect(createPermissionAsker(() => null).ask()).resolves.toBe('unsupported');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks on the first user interaction, never before', async () => {
    const N = fakeNotification('default', 'granted');
    const target = new EventTarget();
    askOnFirstInteraction(
      createPermissionAsker(() => N),
      target,
    );
    expect(N.requestPermission).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(N.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for the interaction when disposed (sign-out)', () => {
    const N = fakeNotification('default', 'granted');
    const target = new EventTarget();
    const dispose = askOnFirstInteraction(
      createPermissionAsker(() => N),
      target,
    );
    dispose();
    target.dispatchEvent(new Event('keydown'));
    expect(N.requestPermission).not.toHaveBeenCalled();
  });
});
