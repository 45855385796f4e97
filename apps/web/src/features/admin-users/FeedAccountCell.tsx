import { Radio } from 'lucide-react';
import { Badge, Button } from '../../shared/ui';
import { feedCellOf, type ConnectionsByUser } from './feedAccount';
import type { PublicUser } from '@app/contracts/auth/types';

/** One user's Zerodha connection in the users table, and whether its session feeds the market. */
export function FeedAccountCell({
  user,
  connections,
  onUse,
  onClear,
}: {
  user: PublicUser;
  connections: ConnectionsByUser;
  onUse: (u: PublicUser) => void;
  onClear: (u: PublicUser) => void;
}) {
  const cell = feedCellOf(connections.get(user.id));
  if (cell.kind === 'none') return <span className="muted">No Zerodha connection</span>;
  const c = cell.connection;
  return (
    <span className="feed-cell" data-testid={`feed-cell-${user.email}`}>
      <span className="feed-cell__who">
        <span className="num">{c.kite_user_id}</span>
        <Badge tone={c.state === 'connected' ? 'success' : 'warning'} dot>
          {c.state === 'connected' ? 'Connected' : 'Expired'}
        </Badge>
      </span>
      {cell.kind === 'feed' && (
        <span className="feed-cell__who">
          <Badge tone="primary">
            <Radio size={12} aria-hidden="true" /> Feed account
          </Badge>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onClear(user)}
            aria-label={`Stop using ${c.kite_user_id} for the feed`}
          >
            Clear
          </Button>
        </span>
      )}
      {cell.kind === 'can-feed' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onUse(user)}
          aria-label={`Use ${c.kite_user_id} for the market feed`}
        >
          Use for feed
        </Button>
      )}
      {cell.kind === 'cannot-feed' && <span className="cell-sub">{cell.why}</span>}
    </span>
  );
}
