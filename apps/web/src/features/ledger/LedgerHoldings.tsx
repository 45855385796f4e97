import type { LedgerHolding } from '@app/contracts/ledger/types';
import { BookOpen } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { errorText } from '../../shared/api/apiError';
import { PATHS } from '../../shared/api/paths';
import { useApiData } from '../../shared/api/useApiData';
import { formatRupees, formatSignedRupees, sumDecimals, signOf } from '../../shared/format/decimal';
import { useLiveRows } from '../../shared/live/useLiveRows';
import { Button, Card, DataTable, EmptyState, ErrorState, LoadingState, StatCard, Tabs } from '../../shared/ui';
import { holdingColumns } from './holdingColumns';
import { atLivePrice, COST_VIEW_WORDS, toggleExpanded, type CostView } from './holdingRules';
import { LotsTable } from './LotsTable';
import './ledger.css';

const VIEWS = (Object.keys(COST_VIEW_WORDS) as CostView[]).map((key) => ({ key, label: COST_VIEW_WORDS[key].label }));

/** Holdings worked out from the lot ledger (imports, paper fills, Kite trades), each row opening to its lots. */
export function LedgerHoldings({ onImport }: { onImport?: () => void }) {
  const { data, error, isLoading, mutate } = useApiData<{ holdings: LedgerHolding[] }>(PATHS.ledgerHoldings);
  const [view, setView] = useState<CostView>('tax');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = useLiveRows(
    data?.holdings ?? [],
    useCallback((h: LedgerHolding) => h.instrument_token, []),
    useCallback((h: LedgerHolding, p: { last_price: number }) => atLivePrice(h, p.last_price), []),
  );
  const columns = useMemo(
    () => holdingColumns({ view, expanded, onToggle: (isin) => setExpanded((e) => toggleExpanded(e, isin)) }),
    [view, expanded],
  );
  const invested = sumDecimals(rows.map((h) => h.invested));
  const unrealised = sumDecimals(rows.map((h) => h.unrealised));
  const tone = ({ 1: 'positive', 0: 'neutral', [-1]: 'negative' } as const)[signOf(unrealised)];

  return (
    <Card
      className="lg-holdings"
      title={
        <span className="lg-title">
          <BookOpen size={16} aria-hidden="true" /> Holdings from your ledger
        </span>
      }
      subtitle="From imported files, paper fills and Kite trades; lots first in, first out. Your manual positions above are separate."
      actions={
        <>
          <Tabs items={VIEWS} active={view} onChange={setView} label="Average cost view" className="lg-view-tabs" />
          {onImport && (
            <Button size="sm" onClick={onImport}>
              Import
            </Button>
          )}
        </>
      }
    >
      {isLoading ? (
        <LoadingState text="Loading ledger holdings..." />
      ) : error ? (
        <ErrorState title="Failed to load ledger holdings" message={errorText(error)} onRetry={() => void mutate()} />
      ) : (
        <>
          {rows.length > 0 && (
            <div className="stats lg-stats">
              <StatCard label="Holdings" value={rows.length} />
              <StatCard label="Invested" value={formatRupees(invested)} />
              <StatCard label="Unrealised P&L" value={formatSignedRupees(unrealised)} tone={tone} />
            </div>
          )}
          <p className="lg-view-hint">{COST_VIEW_WORDS[view].hint}.</p>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(h) => h.isin}
            caption="Ledger holdings"
            renderExpansion={(h) => <LotsTable isin={h.isin} symbol={h.symbol} />}
            isExpanded={(h) => expanded.has(h.isin)}
            empty={
              <EmptyState
                title="No holdings in your ledger yet"
                hint="Import a Zerodha Console tradebook or holdings statement to see your lots here."
                action={onImport && <Button onClick={onImport}>Import a file</Button>}
              />
            }
          />
        </>
      )}
    </Card>
  );
}
