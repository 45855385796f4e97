export interface Tone {
  frequency: number;
  startMs: number;
  durationMs: number;
}

export type SoundName = 'chime' | 'beep' | 'notification';

/** The alert sounds' tones. The notification's three beeps are 100 ms apart (the product gives no gap). */
export const SOUNDS: Readonly<Record<SoundName, readonly Tone[]>> = {
  chime: [
    { frequency: 659, startMs: 0, durationMs: 150 },
    { frequency: 523, startMs: 150, durationMs: 200 },
  ],
  beep: [{ frequency: 800, startMs: 0, durationMs: 300 }],
  notification: [
    { frequency: 1000, startMs: 0, durationMs: 100 },
    { frequency: 1000, startMs: 200, durationMs: 100 },
    { frequency: 1000, startMs: 400, durationMs: 100 },
  ],
};

/** Volume is clamped to 0..1; anything unreadable plays silently. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, volume));
}

export function soundLengthMs(tones: readonly Tone[]): number {
  return tones.reduce((end, t) => Math.max(end, t.startMs + t.durationMs), 0);
}
