import { GripVertical } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { placeText, stepForKey, type ArrangeStep } from './keyboardArrange';
import type { GridItem } from '@app/contracts/settings/types';
import './arrange.css';

export interface ArrangeButtonProps {
  title: string;
  /** Applies a step and answers the container's place after it (null when it is not on the grid). */
  onStep: (step: ArrangeStep) => GridItem | null;
}

/**
 * The container's grip, which the mouse drags, as a button for the keyboard: with it focused the arrow
 * keys move the container a cell and Shift+arrow keys resize it; each new place is announced.
 */
export function ArrangeButton({ title, onStep }: ArrangeButtonProps) {
  const [place, setPlace] = useState('');
  const hintId = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    const step = stepForKey(e.key, e.shiftKey);
    if (!step) return;
    e.preventDefault();
    const at = onStep(step);
    if (at) setPlace(placeText(at));
  };
  return (
    <span className="gc__arrange">
      <button
        type="button"
        className="gc__grip gc__arrange-handle"
        aria-label={`Move or resize ${title}`}
        aria-describedby={hintId}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown"
        onKeyDown={onKeyDown}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <span id={hintId} className="gc__arrange-hint" role="tooltip">
        Arrow keys move, Shift+arrow keys resize
      </span>
      <span className="visually-hidden" aria-live="polite" data-testid="arrange-place">
        {place}
      </span>
    </span>
  );
}
