/** Chart colours taken from the app's CSS variables, so user colour preferences apply. */
export interface ChartTheme {
  up: string;
  down: string;
  upVolume: string;
  downVolume: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
}

const FALLBACK = { success: '#10b981', danger: '#ef4444', text: '#8b98a9', border: '#222c39', primary: '#ffd700' };

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (and rgb()) at the given opacity; other colours unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const c = color.trim();
  let hex = /^#([0-9a-f]{3,8})$/i.exec(c)?.[1];
  if (hex && (hex.length === 3 || hex.length === 4)) hex = [...hex].map((ch) => ch + ch).join('');
  if (hex && (hex.length === 6 || hex.length === 8)) {
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex!.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : c;
}

/** The theme from variables read by `read` (getComputedStyle on the document in the app). */
export function chartTheme(read: (name: string) => string): ChartTheme {
  const v = (name: string, fallback: string) => read(name).trim() || fallback;
  const up = v('--color-success', FALLBACK.success);
  const down = v('--color-danger', FALLBACK.danger);
  const border = v('--color-border', FALLBACK.border);
  return {
    up,
    down,
    upVolume: withAlpha(up, 0.4),
    downVolume: withAlpha(down, 0.4),
    text: v('--color-text-muted', FALLBACK.text),
    grid: withAlpha(border, 0.55),
    border,
    crosshair: withAlpha(v('--color-primary', FALLBACK.primary), 0.5),
  };
}
