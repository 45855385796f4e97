import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import type { AnalyticsPhase } from './useAnalytics';

export interface AnalyticsLoadStatesProps {
  hasData: boolean;
  phase: AnalyticsPhase;
  error: string | null;
  reload: () => void;
  /** The figures, once there are any. */
  children: ReactNode;
}

/**
 * The Analytics load states, the same on the page and in the grid: the error with Retry or the loading
 * text before any figures; after that, the figures with a Retry line when a later refresh failed.
 */
export function AnalyticsLoadStates({ hasData, phase, error, reload, children }: AnalyticsLoadStatesProps) {
  if (!hasData && phase === 'error')
    return <ErrorState title="Error Loading Instruments" message={error ?? undefined} onRetry={reload} />;
  if (!hasData) return <LoadingState text="Loading instruments..." />;
  return (
    <>
      {phase === 'error' && error && (
        <div className="an-alert" role="alert">
          <span>{error}</span>
          <Button size="sm" variant="secondary" onClick={reload}>
            Retry
          </Button>
        </div>
      )}
      {children}
    </>
  );
}

/** What the table says with no rows: nothing tracked, or nothing through the filters. */
export function analyticsEmptyState(tracked: number, action?: ReactNode): ReactNode {
  return tracked > 0 ? (
    <EmptyState title="No instruments match the filters" hint="Change the search text or the custom filters." />
  ) : (
    <EmptyState
      title="No instruments added"
      hint="Add instruments to the Analytics page to see them here"
      action={action}
    />
  );
}
