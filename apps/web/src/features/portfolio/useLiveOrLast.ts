import type { Position } from '@app/contracts/portfolio/types';
import { useLivePrice } from '../../shared/live/useLivePrice';

/** The live price to prefill a sale with. */
export function useLiveOrLast(position: Position | null | undefined): number | null {
  const live = useLivePrice(position?.instrumentToken);
  return live?.last_price ?? position?.livePrice ?? null;
}

/** What each dialog that acts on one open position (sell, square off, roll over) is given. */
export interface PositionDialogProps {
  open: boolean;
  onClose: () => void;
  position: Position | null;
}
