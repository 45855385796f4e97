import { createChart, LineSeries, type Time } from 'lightweight-charts';
import { useEffect } from 'react';
import type { NavPoint } from '@app/contracts/reports/types';
import { appChartOptions } from '../../shared/charts/chartOptions';
import { useChart } from '../../shared/charts/useChart';

const FALLBACK = { primary: '#ffd700', info: '#3b82f6', text: '#8b98a9', border: '#222c39' };

// The NAV strings carry four places; a chart line needs numbers, and drawing is the only use made of them.
const lineOf = (points: readonly NavPoint[]) => points.map((p) => ({ time: p.date as Time, value: Number(p.nav) }));

/** The portfolio's and the benchmark's NAV, both from ₹1,000, as two lines (lightweight-charts 5). */
export function NavChart({
  portfolio,
  benchmark,
  benchmarkLabel,
}: {
  portfolio: readonly NavPoint[];
  benchmark: readonly NavPoint[];
  benchmarkLabel: string;
}) {
  const { hostRef, handles } = useChart((host, style) => {
    const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const border = v('--color-border', FALLBACK.border);
    const chart = createChart(host, {
      ...appChartOptions(style, v('--color-text-muted', FALLBACK.text)),
      grid: { vertLines: { visible: false }, horzLines: { color: border } },
      rightPriceScale: { borderColor: border },
      // Years of daily points must fit a phone's width: let bars get thinner than the default half pixel.
      timeScale: { borderColor: border, minBarSpacing: 0.05 },
    });
    const portfolioLine = chart.addSeries(LineSeries, {
      color: v('--color-primary', FALLBACK.primary),
      lineWidth: 2,
      title: 'Portfolio',
    });
    const benchmarkLine = chart.addSeries(LineSeries, {
      color: v('--color-info', FALLBACK.info),
      lineWidth: 2,
      title: 'Benchmark',
    });
    return { chart, portfolio: portfolioLine, benchmark: benchmarkLine };
  });

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    h.portfolio.setData(lineOf(portfolio));
    h.benchmark.setData(lineOf(benchmark));
    h.chart.timeScale().fitContent();
  }, [handles, portfolio, benchmark]);

  return (
    <figure className="rp-chart">
      <div
        ref={hostRef}
        className="rp-chart__canvas"
        role="img"
        aria-label={`Portfolio NAV against ${benchmarkLabel}, both from ₹1,000`}
      />
      <figcaption className="rp-chart__legend">
        <span className="rp-legend rp-legend--portfolio">Portfolio</span>
        {benchmark.length > 0 && <span className="rp-legend rp-legend--benchmark">{benchmarkLabel}</span>}
      </figcaption>
    </figure>
  );
}
