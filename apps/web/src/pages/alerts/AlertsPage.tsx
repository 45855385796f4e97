import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MAX_RULES_PER_USER, type AlertRule } from '@app/contracts/alerts/rule-types';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader, Tabs } from '../../shared/ui';
import { formatQuantity } from '../../shared/format/numbers';
import { toastFailure } from '../../shared/api/errorToast';
import {
  alertRulesApi,
  conditionText,
  Pager,
  RuleEditorDialog,
  RuleFiltersBar,
  RuleHistory,
  RulesTable,
  type HistoryRule,
  useAlertRules,
  useChannelSettings,
  type RuleFilters,
} from '../../features/alert-rules';

type View = 'rules' | 'history';
type Editing = { rule: AlertRule | null } | null;

export function AlertsPage() {
  const [view, setView] = useState<View>('rules');
  const [filters, setFilters] = useState<RuleFilters>({ status: null, kind: null, instrumentToken: null, page: 1 });
  const [instrument, setInstrument] = useState<SecuritySearchResult | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const [historyRule, setHistoryRule] = useState<HistoryRule | null>(null);
  const { data, status, reload } = useAlertRules(filters);
  const settings = useChannelSettings();
  const held = data ? Object.values(data.counts).reduce((n, c) => n + c, 0) : 0;
  const limit = data?.limit_per_user ?? MAX_RULES_PER_USER;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const filtered = filters.status !== null || filters.kind !== null || filters.instrumentToken !== null;

  const openNew = () => setEditing({ rule: null });
  const remove = async () => {
    if (!deleting) return;
    try {
      await alertRulesApi.remove(deleting.id);
    } catch (e) {
      toastFailure(e, 'Failed to delete alert rule');
      throw e;
    }
    toast.success('Alert rule deleted');
    await reload();
  };

  return (
    <div className="page ar-page">
      <PageHeader
        title="Alerts"
        subtitle="Rules that watch prices, changes and P&L, and send alerts in the app, by push, email, Telegram or webhook."
        actions={
          <Button variant="primary" icon={<Plus size={16} />} onClick={openNew} disabled={held >= limit}>
            New alert
          </Button>
        }
      />
      <Tabs
        label="Alerts view"
        className="ar-view"
        items={[
          { key: 'rules', label: 'Rules', count: data ? held : undefined },
          { key: 'history', label: 'History' },
        ]}
        active={view}
        onChange={setView}
      />
      {view === 'rules' ? (
        <Card
          title="Alert rules"
          subtitle={data ? `${formatQuantity(held)} of ${formatQuantity(limit)} rules` : undefined}
          className="ar-card"
        >
          <RuleFiltersBar
            filters={filters}
            counts={data?.counts}
            instrument={instrument}
            onChange={(next, picked) => {
              setFilters(next);
              if (picked !== undefined) setInstrument(picked);
            }}
          />
          {status === 'loading' ? (
            <LoadingState text="Loading alert rules..." />
          ) : status === 'error' || !data ? (
            <ErrorState title="Error loading alert rules" message="Failed to fetch alert rules" onRetry={reload} />
          ) : (
            <>
              <RulesTable
                rules={data.rules}
                caption={`Alert rules: ${formatQuantity(data.total)} shown of ${formatQuantity(held)}`}
                onEdit={(rule) => setEditing({ rule })}
                onDelete={setDeleting}
                onHistory={(rule) => {
                  setHistoryRule({
                    id: rule.id,
                    label: `${rule.tradingsymbol ?? 'Portfolio'}: ${conditionText(rule)}`,
                  });
                  setView('history');
                }}
                empty={
                  filtered ? (
                    <EmptyState title="No rules match these filters" />
                  ) : (
                    <EmptyState
                      title="No alert rules yet"
                      hint="Get told when a price crosses a level, a stock falls from its high or your P&L reaches a figure."
                      action={
                        <Button variant="primary" size="sm" icon={<Plus size={14} />} onClick={openNew}>
                          New alert
                        </Button>
                      }
                    />
                  )
                }
              />
              {data.total > data.limit && (
                <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
              )}
            </>
          )}
        </Card>
      ) : (
        <Card title="Alert history" subtitle="Newest first; times in IST" className="ar-card">
          <RuleHistory active={view === 'history'} rule={historyRule} onClearRule={() => setHistoryRule(null)} />
        </Card>
      )}
      <RuleEditorDialog
        open={editing !== null}
        rule={editing?.rule ?? null}
        settings={settings}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete alert rule?"
        message={
          deleting
            ? `${deleting.tradingsymbol ?? 'Portfolio'}: ${conditionText(deleting)} will no longer be watched.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
