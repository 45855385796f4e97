import { BellOff, BellRing, CheckCheck, ListChecks } from 'lucide-react';
import { forwardRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import { ALERT_ERRORS } from './alertStore';
import { AlertListItem } from './AlertListItem';
import type { BellItem, BellView } from './bellList';
import { RuleFireListItem } from './RuleFireListItem';

export interface AlertPopoverProps {
  id: string;
  view: BellView;
  now: number;
  onOpenAlert: (item: BellItem) => void;
  onMarkAllRead: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Up and down arrows walk the alert buttons; Tab still reaches everything. */
function onListKey(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('.alert-item'));
  const i = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = e.key === 'ArrowDown' ? Math.min(items.length - 1, i + 1) : Math.max(0, i - 1);
  items[next]?.focus();
  e.preventDefault();
}

export const AlertPopover = forwardRef<HTMLDivElement, AlertPopoverProps>(function AlertPopover(
  { id, view, now, onOpenAlert, onMarkAllRead, onLoadMore, onRetry, onClose },
  ref,
) {
  const titleId = `${id}-title`;
  const more = view.more;

  let body;
  if (view.status === 'error') {
    body = (
      <ErrorState
        title={ALERT_ERRORS.load}
        message={view.error && view.error !== ALERT_ERRORS.load ? view.error : undefined}
        onRetry={onRetry}
      />
    );
  } else if (view.status !== 'ready') {
    body = <LoadingState text="Loading alerts..." />;
  } else if (view.items.length === 0 && more === 0) {
    body = (
      <EmptyState
        icon={<BellOff size={26} />}
        title="No alerts yet"
        hint="You will see an alert here when a watchlist target is reached or an alert rule fires."
      />
    );
  } else {
    body = (
      <>
        <ul className="alert-list" aria-label="Recent alerts" onKeyDown={onListKey}>
          {view.items.map((item) =>
            item.kind === 'target' ? (
              <AlertListItem key={item.row.id} alert={item.row} now={now} onOpen={() => onOpenAlert(item)} />
            ) : (
              <RuleFireListItem key={item.row.id} fire={item.row} now={now} onOpen={() => onOpenAlert(item)} />
            ),
          )}
        </ul>
        {more > 0 && (
          <div className="alert-popover__more">
            <Button variant="ghost" size="sm" onClick={onLoadMore} loading={view.loadingMore}>
              Load more ({more})
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="alert-popover"
      tabIndex={-1}
    >
      <div className="alert-popover__head">
        <div>
          <h2 id={titleId} className="alert-popover__title">
            Alerts
          </h2>
          <p className="alert-popover__count" aria-live="polite">
            {view.status === 'ready' ? (view.unread > 0 ? `${view.unread} unread` : 'All caught up') : '\u00a0'}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          icon={<CheckCheck size={15} />}
          onClick={onMarkAllRead}
          loading={view.markingAll}
          disabled={view.unread === 0 || view.status !== 'ready'}
        >
          Mark all read
        </Button>
      </div>
      <div className="alert-popover__body">{body}</div>
      <div className="alert-popover__foot">
        <Link to="/dashboard/watchlist" className="alert-popover__link" onClick={onClose}>
          <ListChecks size={15} aria-hidden="true" />
          Manage watchlist targets
        </Link>
        <Link to="/dashboard/alerts" className="alert-popover__link" onClick={onClose}>
          <BellRing size={15} aria-hidden="true" />
          Alert rules
        </Link>
      </div>
    </div>
  );
});
