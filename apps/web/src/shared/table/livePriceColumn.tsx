import { LivePriceCell } from '../format/Money';
import type { Column } from '../ui';
import { columnLabel } from './columnDefinitions';

interface LiveFields {
  livePrice: number | null;
  changePercent: number | null;
  hasLivePrice: boolean;
}

/** The Live Price column of the containers' tables: the price with the day's change, sortable. */
export function livePriceColumn<T extends LiveFields>(cellStyle: Column<T>['cellStyle']): Column<T> {
  return {
    id: 'livePrice',
    header: columnLabel('livePrice'),
    align: 'right',
    sortable: true,
    cell: (r) => <LivePriceCell price={r.livePrice} changePercent={r.changePercent} live={r.hasLivePrice} />,
    cellStyle,
  };
}
