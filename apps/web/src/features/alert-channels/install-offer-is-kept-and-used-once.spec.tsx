import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPwa } from '../../shared/pwa';
import { InstallAppCard } from './InstallAppCard';

afterEach(cleanup);

/** Chromium's install offer: an event whose prompt() opens the install dialog. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('the install offer', () => {
  it('shows nothing until the browser offers installing, then "Install app" prompts once and hides', async () => {
    startPwa();
    render(<InstallAppCard />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const { event, prompt } = installOffer('accepted');
    act(() => void window.dispatchEvent(event));
    // Kept for the button: the browser's own mini-infobar is suppressed.
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    act(() => void window.dispatchEvent(new Event('appinstalled')));
    act(() => void window.dispatchEvent(installOffer('dismissed').event));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
