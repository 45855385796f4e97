import clsx from 'clsx';
import { uiPreferences } from '../../features/user-settings';

/** The shell's decorative background: aurora, darkveil, beams, dot-grid or none; CSS only. */
export function Background() {
  const prefs = uiPreferences.use();
  if (prefs.backgroundStyle === 'none') return null;
  const style = { '--bg-speed': String(prefs.animationSpeed) } as React.CSSProperties;
  return (
    <div
      className={clsx(
        'shell-bg',
        `shell-bg--${prefs.backgroundStyle}`,
        `shell-bg--${prefs.backgroundIntensity}`,
        `shell-bg--density-${prefs.animationDensity}`,
        prefs.reducedAnimations && 'shell-bg--still',
      )}
      style={style}
      aria-hidden="true"
      data-testid="shell-background"
      data-style={prefs.backgroundStyle}
    >
      <span className="shell-bg__layer shell-bg__layer--a" />
      <span className="shell-bg__layer shell-bg__layer--b" />
      <span className="shell-bg__layer shell-bg__layer--c" />
    </div>
  );
}
