import {
  ALERT_CHANNELS,
  DELIVERY_STATUSES,
  type AlertChannel,
  type DeliveryStatus,
} from '@app/contracts/alerts/rule-types';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, LoadingState, SelectField } from '../../shared/ui';
import { formatDateTime } from '../../shared/format/dates';
import type { HistoryFilters } from './alertRulesApi';
import { CHANNEL_LABELS } from './channelChoice';
import { DeliveryChip } from './RuleBadges';
import { useRuleHistory } from './useAlertRules';

const STATUS_OPTIONS = [
  { value: '', label: 'Any delivery status' },
  ...DELIVERY_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];

const CHANNEL_OPTIONS = [
  { value: '', label: 'Any channel' },
  ...ALERT_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
];

/** The one rule the history is narrowed to, named as the rules list names it. */
export interface HistoryRule {
  id: string;
  label: string;
}

export interface RuleHistoryProps {
  active: boolean;
  rule?: HistoryRule | null;
  onClearRule?: () => void;
}

/** The delivery log: each fire, newest first, with how each of its channels fared. */
export function RuleHistory({ active, rule = null, onClearRule }: RuleHistoryProps) {
  const [picked, setFilters] = useState<HistoryFilters>({ status: null, channel: null, ruleId: null, page: 1 });
  // A rule chosen from the rules list starts its history on the first page.
  const [shownRule, setShownRule] = useState(rule?.id ?? null);
  if ((rule?.id ?? null) !== shownRule) {
    setShownRule(rule?.id ?? null);
    setFilters({ ...picked, page: 1 });
  }
  const filters: HistoryFilters = { ...picked, ruleId: rule?.id ?? null };
  const { data, status, reload, refreshing } = useRuleHistory(filters, active);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <section className="ar-history" aria-label="Alert history">
      <div className="ar-history__bar">
        <SelectField
          label="Delivery status"
          fieldClassName="ar-history__status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(e) =>
            setFilters({ ...filters, status: (e.target.value || null) as DeliveryStatus | null, page: 1 })
          }
        />
        <SelectField
          label="Channel"
          fieldClassName="ar-history__status"
          value={filters.channel ?? ''}
          options={CHANNEL_OPTIONS}
          onChange={(e) =>
            setFilters({ ...filters, channel: (e.target.value || null) as AlertChannel | null, page: 1 })
          }
        />
        {rule && (
          <span className="ar-history__rule">
            <span>Rule: {rule.label}</span>
            <button type="button" className="ar-history__rule-clear" aria-label="Show every rule" onClick={onClearRule}>
              <X size={14} aria-hidden="true" />
            </button>
          </span>
        )}
        <span className="ar-history__spacer" />
        <Button variant="ghost" size="sm" onClick={() => reload()} loading={refreshing && status === 'ready'}>
          Refresh
        </Button>
      </div>
      {status === 'loading' ? (
        <LoadingState text="Loading alert history..." />
      ) : status === 'error' || !data ? (
        <ErrorState title="Error loading alert history" message="Failed to fetch alert history" onRetry={reload} />
      ) : data.fires.length === 0 ? (
        filters.status || filters.channel || filters.ruleId ? (
          <EmptyState title="No alerts match these filters" />
        ) : (
          <EmptyState title="No alerts fired yet" hint="Fired alerts and how each channel delivered them show here." />
        )
      ) : (
        <ol className="ar-fires">
          {data.fires.map((f) => (
            <li key={f.id} className="ar-fire">
              <div className="ar-fire__head">
                <span className="ar-fire__message">{f.message}</span>
                <time className="cell-sub" dateTime={f.fired_at}>
                  {formatDateTime(f.fired_at)} IST
                </time>
              </div>
              <div className="ar-fire__deliveries">
                {f.deliveries.map((d) => (
                  <DeliveryChip key={d.id} delivery={d} />
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > data.limit && (
        <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      )}
    </section>
  );
}

/** Previous / next with where the user is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className="ar-pager" aria-label="Pages">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="cell-sub">
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
