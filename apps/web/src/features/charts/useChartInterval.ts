import { createLocalStore } from '../../shared/storage/localStore';
import { DEFAULT_INTERVAL, isChartInterval, type ChartInterval } from './intervals';

// 'chartSettings' is among the keys cleared at logout.
const store = createLocalStore<{ interval: ChartInterval }>('chartSettings', { interval: DEFAULT_INTERVAL }, (raw) => {
  const interval = raw && typeof raw === 'object' ? (raw as { interval?: unknown }).interval : undefined;
  return isChartInterval(interval) ? { interval } : null;
});

/** The chosen candle interval, remembered in this browser. */
export function useChartInterval(): [ChartInterval, (interval: ChartInterval) => void] {
  const { interval } = store.use();
  return [interval, (next) => store.set({ interval: next })];
}
