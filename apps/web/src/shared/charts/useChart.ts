import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/**
 * A lightweight-charts chart living as long as the component: `mount` builds it (with the root's
 * computed style, for the theme's CSS variables) into the element `hostRef` is put on, and returns
 * the chart with the series it added; `handles` holds them for the effects that feed data in, and is
 * null before mounting and after removal.
 */
export function useChart<H extends { chart: IChartApi }>(
  mount: (host: HTMLDivElement, style: CSSStyleDeclaration) => H,
) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handles = useRef<H | null>(null);
  // Built once per mount: each render's new callback must not tear the chart down and build it again.
  const mountOnce = useRef(mount);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const mounted = mountOnce.current(host, getComputedStyle(document.documentElement));
    handles.current = mounted;
    return () => {
      handles.current = null;
      mounted.chart.remove();
    };
  }, []);

  return { hostRef, handles };
}
