import { useState } from 'react';
import { PageHeader, Tabs } from '../../shared/ui';
import { useQueryTab } from '../../shared/routing/useQueryTab';
import { OrdersPanel } from '../../features/paper-broker';
import { useOrders } from '../../features/paper-broker';
import { HoldingsTab } from '../../features/paper-broker';
import { BrokerPositions } from '../../features/paper-broker';
import type { ImportKind } from '../../features/portfolio-import';
import { ImportDialog } from '../../features/portfolio-import';
import { IMPORT_OF_TAB, PORTFOLIO_TABS, TAB_OF_IMPORT, tabFromParam } from './portfolioTabs';
import { PositionsTab } from '../../features/portfolio';
import { usePositionsData } from '../../features/portfolio';
import { RolloverHistoryTab } from '../../features/trade-history';
import { SoldTab } from '../../features/trade-history';
import { DividendsView, LedgerHoldings } from '../../features/ledger';
import { ImportPanel } from '../../features/ledger-import';
import './portfolioPage.css';

/** Manual positions, broker holdings and funds, orders, sales and rollovers, each in a tab (`?tab=`). */
export function PortfolioPage() {
  const [tab, setTab] = useQueryTab(tabFromParam);
  const [importing, setImporting] = useState<ImportKind | null>(null);
  const positions = usePositionsData();
  const { pending } = useOrders();

  const openImport = () => setImporting(IMPORT_OF_TAB[tab] ?? 'live-positions');

  const items = PORTFOLIO_TABS.map((t) => ({
    key: t.key,
    label: t.label,
    count:
      t.key === 'positions'
        ? positions.data?.positions.length
        : t.key === 'orders' && pending > 0
          ? pending
          : undefined,
  }));

  return (
    <div className="page pf-page">
      <PageHeader
        title="Portfolio"
        subtitle="Manual positions with live P&L, holdings from your ledger, your broker's holdings, funds and orders (Zerodha or paper), dividends, and your trading history"
      />
      <Tabs items={items} active={tab} onChange={setTab} label="Portfolio sections" className="pf-tabs" />
      <div role="tabpanel" aria-label={PORTFOLIO_TABS.find((t) => t.key === tab)!.label} className="pf-panel">
        {tab === 'positions' && (
          <div className="pf-stack">
            <PositionsTab onImport={openImport} />
            <BrokerPositions />
            <LedgerHoldings onImport={() => setTab('import')} />
          </div>
        )}
        {tab === 'holdings' && <HoldingsTab />}
        {tab === 'orders' && <OrdersPanel />}
        {tab === 'sold' && <SoldTab onImport={openImport} />}
        {tab === 'rollovers' && <RolloverHistoryTab onImport={openImport} />}
        {tab === 'dividends' && <DividendsView />}
        {tab === 'import' && <ImportPanel />}
      </div>
      <ImportDialog
        open={importing !== null}
        initialKind={importing ?? 'live-positions'}
        onClose={() => setImporting(null)}
        onImported={(kind) => setTab(TAB_OF_IMPORT[kind])}
      />
    </div>
  );
}
