import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AvailableIndex, IndexSide } from '@app/contracts/market/messages';
import { Button, Dialog, ErrorState, LoadingState } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import {
  INDEX_PRESETS,
  isSideFull,
  MAX_INDICES_PER_SIDE,
  presetPicks,
  sideOf,
  togglePick,
  type IndexPicks,
} from './indexPicks';
import { useAvailableIndices } from './useDashboardIndices';
import { toastFailure } from '../../shared/api/errorToast';

export interface IndexPickerDialogProps {
  open: boolean;
  onClose: () => void;
  initial: IndexPicks;
  onSave: (from: IndexPicks, to: IndexPicks, available: readonly AvailableIndex[]) => Promise<void>;
}

const MAX_TOTAL = MAX_INDICES_PER_SIDE * 2;

/** Chooses up to two indices for each side of the header: search, quick presets, Clear All, Done. */
export function IndexPickerDialog({ open, onClose, initial, onSave }: IndexPickerDialogProps) {
  const { indices, error, isLoading } = useAvailableIndices(open);
  const [picks, setPicks] = useState<IndexPicks>(initial);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);

  // Start from the current selection each time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPicks(initial);
      setSearch('');
    }
  }

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? indices.filter((i) => i.symbol.toLowerCase().includes(q) || i.name.toLowerCase().includes(q)) : indices;
  }, [indices, search]);
  const tokenOfSymbol = (symbol: string) => indices.find((i) => i.symbol === symbol)?.instrument_token;
  const selected = picks.left.length + picks.right.length;

  const done = async () => {
    setSaving(true);
    try {
      await onSave(initial, picks, indices);
      onClose();
    } catch (e) {
      toastFailure(e, 'Failed to update indices');
    } finally {
      setSaving(false);
    }
  };

  const sideButton = (index: AvailableIndex, side: IndexSide) => {
    const on = sideOf(picks, index.instrument_token) === side;
    const disabled = !on && isSideFull(picks, side);
    return (
      <button
        type="button"
        className={clsx('side-toggle', on && 'side-toggle--on')}
        aria-pressed={on}
        disabled={disabled}
        onClick={() => setPicks((p) => togglePick(p, index.instrument_token, side))}
        aria-label={`${on ? 'Remove' : 'Show'} ${index.name} on the ${side}`}
        title={disabled ? `At most ${MAX_INDICES_PER_SIDE} indices on the ${side}` : undefined}
      >
        {side === 'left' ? 'Left' : 'Right'}
      </button>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Header indices"
      description={`Choose up to ${MAX_INDICES_PER_SIDE} indices for each side of the header.`}
      size="md"
      footer={
        <>
          <span className="picker-count" aria-live="polite">
            {selected} / {MAX_TOTAL} selected
          </span>
          <Button variant="ghost" onClick={() => setPicks({ left: [], right: [] })} disabled={selected === 0}>
            Clear All
          </Button>
          <Button variant="primary" onClick={done} loading={saving}>
            Done
          </Button>
        </>
      }
    >
      <div className="picker">
        <div className="input-wrap picker__search">
          <Search size={15} className="picker__search-icon" aria-hidden="true" />
          <input
            className="input"
            type="search"
            placeholder="Search indices..."
            aria-label="Search indices"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="picker__presets" role="group" aria-label="Quick presets">
          {INDEX_PRESETS.map((preset) => (
            <Button
              key={preset.name}
              size="sm"
              variant="secondary"
              onClick={() => setPicks(presetPicks(preset, tokenOfSymbol))}
              disabled={indices.length === 0}
              title={preset.symbols.join(', ')}
            >
              {preset.name}
            </Button>
          ))}
        </div>
        <div className="picker__sides">
          <span>
            Left: {picks.left.length} / {MAX_INDICES_PER_SIDE}
          </span>
          <span>
            Right: {picks.right.length} / {MAX_INDICES_PER_SIDE}
          </span>
        </div>
        {isLoading ? (
          <LoadingState text="Loading indices..." />
        ) : error ? (
          <ErrorState title="Failed to load indices" message={errorText(error)} />
        ) : filtered.length === 0 ? (
          <p className="picker__empty">No indices found matching the search term.</p>
        ) : (
          <ul className="picker__list">
            {filtered.map((index) => (
              <li key={index.instrument_token} className="picker__row">
                <span className="picker__names">
                  <span className="picker__symbol">{index.symbol}</span>
                  <span className="picker__name">{index.name}</span>
                </span>
                <span className="picker__toggles">
                  {sideButton(index, 'left')}
                  {sideButton(index, 'right')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
