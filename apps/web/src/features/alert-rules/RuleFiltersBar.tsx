import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { RULE_STATUSES, type RuleKind, type RuleStatus } from '@app/contracts/alerts/rule-types';
import { SelectField, Tabs } from '../../shared/ui';
import { InstrumentPicker } from '../instruments';
import type { RuleFilters } from './alertRulesApi';
import { STATUS_LABELS } from './RuleBadges';
import { RULE_KIND_GROUPS, RULE_KIND_LABELS } from './ruleText';

type StatusKey = RuleStatus | 'all';

export interface RuleFiltersBarProps {
  filters: RuleFilters;
  counts: Record<RuleStatus, number> | undefined;
  /** The instrument filtered on, as picked (its name for the card). */
  instrument: SecuritySearchResult | null;
  onChange: (filters: RuleFilters, instrument?: SecuritySearchResult | null) => void;
}

const KIND_OPTIONS = [
  { value: '', label: 'All conditions' },
  ...RULE_KIND_GROUPS.flatMap((g) => g.kinds.map((k) => ({ value: k, label: `${g.label}: ${RULE_KIND_LABELS[k]}` }))),
];

/** Status chips with their counts, and the condition and instrument filters; any change goes to page 1. */
export function RuleFiltersBar({ filters, counts, instrument, onChange }: RuleFiltersBarProps) {
  const total = counts ? RULE_STATUSES.reduce((n, s) => n + counts[s], 0) : undefined;
  const items = [
    { key: 'all' as StatusKey, label: 'All', count: total },
    ...RULE_STATUSES.map((s) => ({ key: s as StatusKey, label: STATUS_LABELS[s], count: counts?.[s] })),
  ];
  return (
    <div className="ar-filters">
      <Tabs
        label="Rule status"
        items={items}
        active={filters.status ?? 'all'}
        onChange={(k) => onChange({ ...filters, status: k === 'all' ? null : k, page: 1 })}
      />
      <div className="ar-filters__fields">
        <SelectField
          label="Condition"
          fieldClassName="ar-filters__kind"
          value={filters.kind ?? ''}
          options={KIND_OPTIONS}
          onChange={(e) => onChange({ ...filters, kind: (e.target.value || null) as RuleKind | null, page: 1 })}
        />
        <InstrumentPicker
          label="Instrument"
          placeholder="Filter by symbol"
          className="ar-filters__instrument"
          limit={6}
          value={instrument}
          onChange={(i) => onChange({ ...filters, instrumentToken: i?.instrument_token ?? null, page: 1 }, i)}
        />
      </div>
    </div>
  );
}
