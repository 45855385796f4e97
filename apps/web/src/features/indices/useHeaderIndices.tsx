import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { IconButton } from '../../shared/ui';
import { IndexPickerDialog } from './IndexPickerDialog';
import { IndexGroup } from './IndexGroup';
import { useDashboardIndices } from './useDashboardIndices';

/**
 * The header's index tiles around the search box, the button that opens the picker beside them, and
 * `openPicker` for the user menu, which keeps the picker reachable when the tiles are hidden.
 */
export function useHeaderIndices() {
  const { left, right, ready, save } = useDashboardIndices();
  const [open, setOpen] = useState(false);
  const initial = useMemo(
    () => ({ left: left.map((i) => i.instrument_token), right: right.map((i) => i.instrument_token) }),
    [left, right],
  );
  return {
    leftGroup: <IndexGroup indices={left} side="left" />,
    rightGroup: <IndexGroup indices={right} side="right" />,
    pickerButton: (
      // The picker edits the server's selection, so it opens once both sides have arrived.
      <IconButton
        label="Choose header indices"
        onClick={() => setOpen(true)}
        className="index-picker-btn"
        disabled={!ready}
      >
        <SlidersHorizontal size={16} />
      </IconButton>
    ),
    // The user menu's way in, on the same condition.
    openPicker: ready ? () => setOpen(true) : undefined,
    dialog: <IndexPickerDialog open={open} onClose={() => setOpen(false)} initial={initial} onSave={save} />,
  };
}
