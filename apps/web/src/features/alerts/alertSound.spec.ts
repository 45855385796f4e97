import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertSound, unlockOnFirstInteraction, type AudioContextLike } from './alertSound';

interface Played {
  frequency: number;
  start: number;
  stop: number;
  peak: number;
}

/** Just enough of an AudioContext to see which tones were scheduled, how loud and when. */
function fakeContext(initialState: AudioContextState = 'running') {
  const played: Played[] = [];
  const ctx = {
    state: initialState,
    currentTime: 10,
    destination: {} as AudioDestinationNode,
    resume: vi.fn(async () => {
      ctx.state = 'running';
    }),
    createGain: () => {
      const gain = {
        peak: 0,
        setValueAtTime: vi.fn(),
        linearRampToValueAtTime: vi.fn((v: number) => (gain.peak = v)),
        exponentialRampToValueAtTime: vi.fn(),
      };
      return { gain, connect: vi.fn() } as unknown as GainNode;
    },
    createOscillator: () => {
      const entry: Played = { frequency: 0, start: 0, stop: 0, peak: 0 };
      const node = {
        type: 'square',
        frequency: { setValueAtTime: (f: number) => (entry.frequency = f) },
        connect: (g: GainNode) => ((entry.peak = (g.gain as unknown as { peak: number }).peak), node),
        start: (t: number) => {
          entry.start = t;
          played.push(entry);
        },
        stop: (t: number) => (entry.stop = t),
      };
      return node as unknown as OscillatorNode;
    },
  };
  return { ctx: ctx as unknown as AudioContextLike & { state: AudioContextState }, played, resume: ctx.resume };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('alert sound', () => {
  it('does nothing before the first user interaction, and creates no context', async () => {
    const create = vi.fn(() => fakeContext().ctx);
    const sound = createAlertSound(create);
    await sound.playChime();
    expect(create).not.toHaveBeenCalled();
    expect(sound.isUnlocked()).toBe(false);
  });

  it('unlocks on the first pointerdown, then stops listening', async () => {
    const { ctx, played } = fakeContext();
    const create = vi.fn(() => ctx);
    const sound = createAlertSound(create);
    const target = new EventTarget();
    unlockOnFirstInteraction(sound, target);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(sound.isUnlocked()).toBe(true);
    const done = vi.fn();
    void sound.playChime().then(done);
    expect(played.map((p) => p.frequency)).toEqual([659, 523]);
    await vi.advanceTimersByTimeAsync(349);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('resumes a suspended context on a keydown and keeps listening until it runs', async () => {
    const { ctx, resume } = fakeContext('suspended');
    const sound = createAlertSound(() => ctx);
    const target = new EventTarget();
    unlockOnFirstInteraction(sound, target);
    target.dispatchEvent(new Event('keydown'));
    expect(resume).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(sound.isUnlocked()).toBe(true);
  });

  it('plays the chime 659 Hz 150 ms then 523 Hz 200 ms at volume 0.5 by default', () => {
    const { ctx, played } = fakeContext();
    const sound = createAlertSound(() => ctx);
    sound.unlock();
    void sound.playChime();
    expect(played[0]).toMatchObject({ frequency: 659, start: 10, peak: 0.5 });
    expect(played[1]).toMatchObject({ frequency: 523, peak: 0.5 });
    expect(played[1].start).toBeCloseTo(10.15);
    expect(played[1].stop - played[1].start).toBeCloseTo(0.22);
  });

  it('takes the queued volume and clamps it to 0..1', () => {
    const { ctx, played } = fakeContext();
    const sound = createAlertSound(() => ctx);
    sound.unlock();
    void sound.playChime(0.8);
    void sound.playChime(3);
    expect(played.map((p) => p.peak)).toEqual([0.8, 0.8, 1, 1]);
    void sound.playChime(-1);
    expect(played).toHaveLength(4);
  });

  it('has the beep and the notification sound as named helpers', () => {
    const { ctx, played } = fakeContext();
    const sound = createAlertSound(() => ctx);
    sound.unlock();
    void sound.playBeep();
    expect(played.map((p) => p.frequency)).toEqual([800]);
    void sound.playNotification();
    expect(played.slice(1).map((p) => [p.frequency, p.start])).toEqual([
      [1000, 10],
      [1000, 10.2],
      [1000, 10.4],
    ]);
  });

  it('stays silent when the browser has no Web Audio', async () => {
    const sound = createAlertSound(() => null);
    sound.unlock();
    await expect(sound.playChime()).resolves.toBeUndefined();
    expect(sound.isUnlocked()).toBe(false);
  });
});
