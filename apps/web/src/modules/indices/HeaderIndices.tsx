import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DashboardIndex } from '@app/contracts/market/messages';
import { IconButton } from '../../components/ui';
import { IndexPickerDialog } from './IndexPickerDialog';
import { IndexTile } from './IndexTile';
import { useDashboardIndices } from './useDashboardIndices';

function Group({ indices, side }: { indices: DashboardIndex[]; side: 'left' | 'right' }) {
  return (
    <div className={`index-group index-group--${side}`} aria-label={`${side === 'left' ? 'Left' : 'Right'} indices`} role="group">
      {indices.map((i) => (
        <IndexTile key={i.instrument_token} index={i} />
      ))}
    </div>
  );
}

/** The header's index tiles around the search box, and the button that opens the picker. */
export function useHeaderIndices() {
  const { left, right, ready, save } = useDashboardIndices();
  const [open, setOpen] = useState(false);
  const initial = useMemo(() => ({ left: left.map((i) => i.instrument_token), right: right.map((i) => i.instrument_token) }), [left, right]);
  return {
    leftGroup: <Group indices={left} side="left" />,
    rightGroup: <Group indices={right} side="right" />,
    pickerButton: (
      // The picker edits the server's selection, so it opens once both sides have arrived.
      <IconButton label="Choose header indices" onClick={() => setOpen(true)} className="index-picker-btn" disabled={!ready}>
        <SlidersHorizontal size={16} />
      </IconButton>
    ),
    dialog: <IndexPickerDialog open={open} onClose={() => setOpen(false)} initial={initial} onSave={save} />,
  };
}
