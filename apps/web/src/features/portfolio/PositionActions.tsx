import { Pencil, Repeat, Trash2, TrendingDown, XCircle } from 'lucide-react';
import type { Position } from '@app/contracts/portfolio/types';
import { IconButton } from '../../shared/ui';

export type PositionAction = 'edit' | 'sell' | 'square-off' | 'rollover' | 'delete';

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
        <Pencil size={14} />
      </IconButton>
      <IconButton size="sm" label={`Sell ${s}`} onClick={() => onAction('sell', position)}>
        <TrendingDown size={14} />
      </IconButton>
      <IconButton size="sm" label={`Square off ${s}`} onClick={() => onAction('square-off', position)}>
        <XCircle size={14} />
      </IconButton>
      {position.instrumentType === 'FUT' && (
        <IconButton size="sm" label={`Roll over ${s}`} onClick={() => onAction('rollover', position)}>
          <Repeat size={14} />
        </IconButton>
      )}
      <IconButton
        size="sm"
        label={`Delete ${s}`}
        className="pf-actions__danger"
        onClick={() => onAction('delete', position)}
      >
        <Trash2 size={14} />
      </IconButton>
    </div>
  );
}
