import { Pencil, Repeat, Trash2, TrendingDown, XCircle } from 'lucide-react';
import type { Position } from '@app/contracts/portfolio/types';
import { IconButton } from '../../shared/ui';

export type PositionAction = 'edit' | 'sell' | 'square-off' | 'rollover' | 'delete';

// The same element objects on every render: a row re-renders on each of its instrument's ticks, and React
// skips an element it was given last time, so the icons are not rebuilt (they never change).
const EDIT_ICON = <Pencil size={14} />;
const SELL_ICON = <TrendingDown size={14} />;
const SQUARE_OFF_ICON = <XCircle size={14} />;
const ROLLOVER_ICON = <Repeat size={14} />;
const DELETE_ICON = <Trash2 size={14} />;

/** The row's actions as real buttons (a menu would be clipped by the table's scroll box). */
export function PositionActions({
  position,
  onAction,
}: {
  position: Position;
  onAction: (action: PositionAction, position: Position) => void;
}) {
  const s = position.tradingSymbol;
  return (
    <div className="pf-actions">
      <IconButton size="sm" label={`Edit ${s}`} onClick={() => onAction('edit', position)}>
        {EDIT_ICON}
      </IconButton>
      <IconButton size="sm" label={`Sell ${s}`} onClick={() => onAction('sell', position)}>
        {SELL_ICON}
      </IconButton>
      <IconButton size="sm" label={`Square off ${s}`} onClick={() => onAction('square-off', position)}>
        {SQUARE_OFF_ICON}
      </IconButton>
      {position.instrumentType === 'FUT' && (
        <IconButton size="sm" label={`Roll over ${s}`} onClick={() => onAction('rollover', position)}>
          {ROLLOVER_ICON}
        </IconButton>
      )}
      <IconButton
        size="sm"
        label={`Delete ${s}`}
        className="pf-actions__danger"
        onClick={() => onAction('delete', position)}
      >
        {DELETE_ICON}
      </IconButton>
    </div>
  );
}
