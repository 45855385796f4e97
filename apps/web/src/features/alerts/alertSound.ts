import { ALERT_VOLUME } from './alertConstants';
import { clampVolume, soundLengthMs, SOUNDS, type SoundName } from './sounds';

export type AudioContextLike = Pick<
  AudioContext,
  'state' | 'currentTime' | 'destination' | 'resume' | 'createOscillator' | 'createGain'
>;

export interface AlertSound {
  /** Creates or resumes the context; call it from a user gesture. */
  unlock(): void;
  isUnlocked(): boolean;
  /** Resolves when the sound has finished; does nothing before the first user interaction. */
  play(name: SoundName, volume?: number): Promise<void>;
  playChime(volume?: number): Promise<void>;
  playBeep(volume?: number): Promise<void>;
  playNotification(volume?: number): Promise<void>;
}

/** Synthesised alert sounds (Web Audio API), so no audio file is shipped or fetched. */
export function createAlertSound(createContext: () => AudioContextLike | null): AlertSound {
  let ctx: AudioContextLike | null = null;

  const play = (name: SoundName, volume: number = ALERT_VOLUME.default): Promise<void> => {
    if (!ctx || ctx.state !== 'running') return Promise.resolve();
    const level = clampVolume(volume);
    const tones = SOUNDS[name];
    if (level > 0) {
      const t0 = ctx.currentTime;
      for (const tone of tones) {
        const start = t0 + tone.startMs / 1000;
        const end = start + tone.durationMs / 1000;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.setValueAtTime(tone.frequency, start);
        // A short attack and an exponential release keep the tones from clicking.
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.linearRampToValueAtTime(level, start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        osc.connect(gain);
        gain.connect(ctx.destination);
        osc.start(start);
        osc.stop(end + 0.02);
      }
    }
    return new Promise((resolve) => setTimeout(resolve, soundLengthMs(tones)));
  };

  return {
    unlock() {
      try {
        ctx ??= createContext();
        if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      } catch (e) {
        console.warn('Web Audio is unavailable', e);
      }
    },
    isUnlocked: () => ctx?.state === 'running',
    play,
    playChime: (volume) => play('chime', volume),
    playBeep: (volume) => play('beep', volume),
    playNotification: (volume) => play('notification', volume),
  };
}

const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * Browsers start audio only from a user gesture: unlock on the first pointerdown or keydown (touchend
 * too, since a touch pointerdown does not count as a gesture on some phones), then stop listening.
 */
export function unlockOnFirstInteraction(sound: AlertSound, target: EventTarget): () => void {
  const onGesture = () => {
    sound.unlock();
    if (sound.isUnlocked()) dispose();
  };
  const dispose = () => {
    for (const type of UNLOCK_EVENTS) target.removeEventListener(type, onGesture, true);
  };
  for (const type of UNLOCK_EVENTS) target.addEventListener(type, onGesture, true);
  return dispose;
}

function browserContext(): AudioContextLike | null {
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

/** The app's one audio context, created on the first user gesture. */
export const alertSound = createAlertSound(browserContext);
