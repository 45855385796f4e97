// Charts: an instrument's candles with live ticks, its one-year analysis and quarterly figures.
export { ChartView } from './ChartView';
export { useChartInstrument } from './useChartInstrument';
