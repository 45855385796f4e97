import { Badge } from '../../shared/ui';
import { useNow } from '../../shared/ui/useNow';
import './brokerConnection.css';
import { sourceLabel, staleLine, type SourceInfo } from './sourceText';

/**
 * Where a broker answer came from, "Live · Zerodha" or "Paper"; a stale Kite answer adds when it was
 * true, why it is stale, and its age (kept current while shown).
 */
export function SourceBadge({ info }: { info: SourceInfo | undefined }) {
  const stale = Boolean(info?.as_of);
  const now = useNow(30_000, stale);
  if (!info) return null;
  const line = staleLine(info, now);
  return (
    <span className="source-badge" data-testid="source-badge" data-source={info.source}>
      <Badge tone={info.source === 'kite' ? 'success' : 'neutral'} dot>
        {sourceLabel(info.source)}
      </Badge>
      {line && (
        <span className="source-badge__stale" role="status" title={`Last good answer ${line.age}`}>
          {line.text} <span className="source-badge__age">({line.age})</span>
        </span>
      )}
    </span>
  );
}
