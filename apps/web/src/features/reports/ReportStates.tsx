import { Link } from 'react-router-dom';
import { errorText } from '../../shared/api/apiError';
import { EmptyState, ErrorState } from '../../shared/ui';
import { IMPORT_PATH } from './reportTabs';

export const NO_TRADES = 'No trades in your ledger yet';

/** Nothing to report until the ledger has trades: the way to bring some in. */
export function NoTradesYet({ hint }: { hint?: string }) {
  return (
    <EmptyState
      title={NO_TRADES}
      hint={hint ?? 'Import a Zerodha Console tradebook to see your returns, tax P&L and harvesting plan.'}
      action={
        <Link to={IMPORT_PATH} className="btn btn--primary btn--sm">
          <span>Import trades</span>
        </Link>
      }
    />
  );
}

export function ReportError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <ErrorState title={title} message={errorText(error)} onRetry={onRetry} />;
}

/** Plain sentences the server wants read before the figures. */
export function NoticeList({
  items,
  label,
  tone = 'info',
}: {
  items: readonly string[];
  label: string;
  tone?: 'info' | 'warning';
}) {
  if (items.length === 0) return null;
  return (
    <ul className={`rp-notices rp-notices--${tone}`} aria-label={label}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
