import type { DashboardIndex } from '@app/contracts/market/messages';
import { IndexTile } from './IndexTile';

/** One side's index tiles in the header. */
export function IndexGroup({ indices, side }: { indices: DashboardIndex[]; side: 'left' | 'right' }) {
  return (
    <div
      className={`index-group index-group--${side}`}
      aria-label={`${side === 'left' ? 'Left' : 'Right'} indices`}
      role="group"
    >
      {indices.map((i) => (
        <IndexTile key={i.instrument_token} index={i} />
      ))}
    </div>
  );
}
