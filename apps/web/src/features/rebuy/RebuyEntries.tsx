import { Trash2 } from 'lucide-react';
import { IconButton } from '../../shared/ui';
import { Pnl } from '../../shared/format/Money';
import { formatPercent, formatPrice, formatQuantity, toneOf } from '../../shared/format/numbers';
import { formatDayPadded } from '../../shared/format/dates';
import type { RebuyEntryRow, RebuyRow } from './rebuyMath';

export interface RebuyEntriesProps {
  row: RebuyRow;
  onDeleteEntry?: (row: RebuyRow, entry: RebuyEntryRow) => void;
}

/** A symbol row's expansion: 'Individual Entries', newest sale first. */
export function RebuyEntries({ row, onDeleteEntry }: RebuyEntriesProps) {
  return (
    <div className="rb-entries">
      <h3 className="rb-entries__title">Individual Entries</h3>
      <div className="rb-entries__scroll">
        <table className="rb-entries__table">
          <caption className="visually-hidden">Individual re-buy entries of {row.symbol}</caption>
          <thead>
            <tr>
              <th scope="col">Sell Date</th>
              <th scope="col" className="align-right">
                Quantity
              </th>
              <th scope="col" className="align-right">
                Buy Price
              </th>
              <th scope="col" className="align-right">
                Sell Price
              </th>
              <th scope="col" className="align-right">
                Live Price
              </th>
              <th scope="col" className="align-right">
                Current Gain/Loss
              </th>
              <th scope="col" className="align-right" title="(sell - buy) x quantity, before commission">
                Original P&L
              </th>
              {onDeleteEntry && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {row.entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDayPadded(e.sellDate)}</td>
                <td className="align-right num">{formatQuantity(e.quantity)}</td>
                <td className="align-right num">{formatPrice(e.buyPrice)}</td>
                <td className="align-right num">{formatPrice(e.sellPrice)}</td>
                <td className="align-right">
                  <span className="num">{formatPrice(e.livePrice)}</span>{' '}
                  <span className={`num rb-entries__change tone-${toneOf(e.changePercent)}`}>
                    {e.hasLivePrice ? formatPercent(e.changePercent, { signed: true }) : ''}
                  </span>
                </td>
                <td className="align-right">
                  <Pnl value={e.currentGainLoss} />{' '}
                  <Pnl value={e.currentGainLossPercent} percent className="rb-entries__pct" />
                </td>
                <td className="align-right">
                  <Pnl value={e.originalGainLoss} />
                </td>
                {onDeleteEntry && (
                  <td className="align-right">
                    <IconButton
                      size="sm"
                      label={`Delete ${row.symbol} entry sold on ${formatDayPadded(e.sellDate)}`}
                      className="rb-delete"
                      onClick={() => onDeleteEntry(row, e)}
                    >
                      <Trash2 size={14} />
                    </IconButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
