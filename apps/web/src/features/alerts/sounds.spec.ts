import { describe, expect, it } from 'vitest';
import { clampVolume, soundLengthMs, SOUNDS } from './sounds';

describe('sounds', () => {
  it('chime is 659 Hz for 150 ms, then 523 Hz for 200 ms', () => {
    expect(SOUNDS.chime).toEqual([
      { frequency: 659, startMs: 0, durationMs: 150 },
      { frequency: 523, startMs: 150, durationMs: 200 },
    ]);
    expect(soundLengthMs(SOUNDS.chime)).toBe(350);
  });

  it('beep is 800 Hz for 300 ms; notification is three 1000 Hz beeps of 100 ms', () => {
    expect(SOUNDS.beep).toEqual([{ frequency: 800, startMs: 0, durationMs: 300 }]);
    expect(SOUNDS.notification.map((t) => [t.frequency, t.durationMs])).toEqual([
      [1000, 100],
      [1000, 100],
      [1000, 100],
    ]);
  });

  it('clamps the volume to 0..1', () => {
    expect(clampVolume(0.5)).toBe(0.5);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(-2)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0);
  });
});
