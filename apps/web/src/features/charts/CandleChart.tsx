import {
  CandlestickSeries,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type CandlestickData,
  type HistogramData,
  type Time,
} from 'lightweight-charts';
import { useEffect } from 'react';
import { appChartOptions } from '../../shared/charts/chartOptions';
import { useChart } from '../../shared/charts/useChart';
import type { ChartBar } from './candles';
import { chartTheme, type ChartTheme } from './chartTheme';

export interface CandleChartProps {
  bars: readonly ChartBar[];
  /** The live last bar (same time as the last bar, or the next one). */
  live: ChartBar | null;
  intraday: boolean;
  label: string;
}

// Intraday charts open on the latest bars; the rest stays one drag away.
const INTRADAY_VISIBLE_BARS = 150;

const candleOf = (b: ChartBar): CandlestickData<Time> => ({
  time: b.time as Time,
  open: b.open,
  high: b.high,
  low: b.low,
  close: b.close,
});
const volumeOf = (b: ChartBar, t: ChartTheme): HistogramData<Time> => ({
  time: b.time as Time,
  value: b.volume,
  color: b.close >= b.open ? t.upVolume : t.downVolume,
});

/** Candlesticks with volume (lightweight-charts 5) in the app's dark theme; follows its container's size. */
export function CandleChart({ bars, live, intraday, label }: CandleChartProps) {
  const { hostRef, handles } = useChart((host, style) => {
    const theme = chartTheme((name) => style.getPropertyValue(name));
    const chart = createChart(host, {
      ...appChartOptions(style, theme.text),
      grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
      rightPriceScale: { borderColor: theme.border },
      timeScale: { borderColor: theme.border, rightOffset: 4 },
      crosshair: {
        mode: CrosshairMode.Normal,
        vertLine: { color: theme.crosshair, labelBackgroundColor: theme.border },
        horzLine: { color: theme.crosshair, labelBackgroundColor: theme.border },
      },
    });
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: theme.up,
      downColor: theme.down,
      wickUpColor: theme.up,
      wickDownColor: theme.down,
      borderVisible: false,
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.26 } });
    const volume = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: '',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    return { chart, candles, volume, theme };
  });

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    h.chart.applyOptions({ timeScale: { timeVisible: intraday, secondsVisible: false } });
    h.candles.setData(bars.map(candleOf));
    h.volume.setData(bars.map((b) => volumeOf(b, h.theme)));
    if (intraday && bars.length > INTRADAY_VISIBLE_BARS)
      h.chart.timeScale().setVisibleLogicalRange({ from: bars.length - INTRADAY_VISIBLE_BARS, to: bars.length + 4 });
    else h.chart.timeScale().fitContent();
  }, [handles, bars, intraday]);

  useEffect(() => {
    const h = handles.current;
    if (!h || !live || bars.length === 0) return;
    try {
      h.candles.update(candleOf(live));
      h.volume.update(volumeOf(live, h.theme));
    } catch {
      // An out-of-order bar (older than the last one drawn) is refused by the chart; the next tick catches up.
    }
  }, [handles, live, bars]);

  return <div ref={hostRef} className="candle-chart" role="img" aria-label={label} data-testid="candle-chart" />;
}
