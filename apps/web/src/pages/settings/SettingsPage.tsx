import { Bell, Columns3, Monitor, Palette, PanelTop, PlugZap, Rows3, Table2, Wallet, Wand2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingState, PageHeader } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useSettings } from '../../features/user-settings';
import { ColorPreferencesForm, TableColorsForm } from '../../features/settings';
import { CollapsibleStatesPanel, ColumnConfigsPanel } from '../../features/settings';
import { FontPreferencesPanel } from '../../features/settings';
import { HeaderPreferencesForm } from '../../features/settings';
import { LossCoverForm, PortfolioVariablesForm } from '../../features/settings';
import { RowColorsPanel } from '../../features/settings';
import { RulesPanel } from '../../features/settings';
import { SectionNav, type Section } from '../../features/settings';
import { TableSettingsForm } from '../../features/settings';
import { UiPreferencesPanel } from '../../features/settings';
import { BrokerConnectionCard, callbackNoticeOf, withoutCallbackParams } from '../../features/broker-connection';
import type { CallbackNotice } from '../../features/broker-connection';
import { AlertChannelsPanel } from '../../features/alert-channels';

type SectionKey =
  'broker' | 'alerts' | 'portfolio' | 'colors' | 'tables' | 'formatting' | 'rows' | 'display' | 'header' | 'containers';

const SECTIONS: ReadonlyArray<Section<SectionKey> & { render: () => ReactNode }> = [
  {
    key: 'portfolio',
    label: 'Portfolio',
    icon: <Wallet size={16} />,
    render: () => (
      <>
        <PortfolioVariablesForm />
        <LossCoverForm />
      </>
    ),
  },
  // Rendered by the page itself, with the notice Kite's callback left in the URL.
  { key: 'broker', label: 'Broker connection', icon: <PlugZap size={16} />, render: () => null },
  // Rendered by the page itself: the alerts service answers these, not the settings bundle.
  { key: 'alerts', label: 'Alert channels', icon: <Bell size={16} />, render: () => null },
  {
    key: 'colors',
    label: 'Colours',
    icon: <Palette size={16} />,
    render: () => (
      <>
        <ColorPreferencesForm />
        <TableColorsForm />
      </>
    ),
  },
  { key: 'tables', label: 'Tables', icon: <Table2 size={16} />, render: () => <TableSettingsForm /> },
  { key: 'formatting', label: 'Conditional formatting', icon: <Wand2 size={16} />, render: () => <RulesPanel /> },
  { key: 'rows', label: 'Row colours', icon: <Rows3 size={16} />, render: () => <RowColorsPanel /> },
  {
    key: 'display',
    label: 'Font & display',
    icon: <Monitor size={16} />,
    render: () => (
      <>
        <FontPreferencesPanel />
        <UiPreferencesPanel />
      </>
    ),
  },
  { key: 'header', label: 'Header', icon: <PanelTop size={16} />, render: () => <HeaderPreferencesForm /> },
  {
    key: 'containers',
    label: 'Containers',
    icon: <Columns3 size={16} />,
    render: () => (
      <>
        <ColumnConfigsPanel />
        <CollapsibleStatesPanel />
      </>
    ),
  },
];

const isSection = (v: string | null): v is SectionKey => SECTIONS.some((s) => s.key === v);

export function SettingsPage() {
  const { status, error, reload } = useSettings();
  const [params, setParams] = useSearchParams();
  const idPrefix = useId();
  const requested = params.get('section');
  // Kite's callback lands here with ?broker=connected|error: open the card that reports it, keep the
  // notice for as long as the page is open, and clear the query so a reload does not repeat it.
  const [notice, setNotice] = useState<CallbackNotice | null>(() => callbackNoticeOf(params));
  const fromCallback = params.has('broker');
  const active: SectionKey = isSection(requested) ? requested : fromCallback ? 'broker' : 'portfolio';
  useEffect(() => {
    if (!fromCallback) return;
    setNotice(callbackNoticeOf(params));
    const rest = withoutCallbackParams(params);
    rest.set('section', active);
    setParams(rest, { replace: true });
  }, [fromCallback, params, active, setParams]);
  const section = SECTIONS.find((s) => s.key === active)!;

  return (
    <div className="page settings-page">
      <PageHeader
        title="Settings"
        subtitle="Your broker connection, thresholds, colours, tables and display, saved to your account."
      />
      <div className="settings-layout">
        <SectionNav
          sections={SECTIONS}
          active={active}
          idPrefix={idPrefix}
          onChange={(key) => setParams({ section: key }, { replace: true })}
        />
        <div
          id={`${idPrefix}-panel`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-tab-${active}`}
          className="settings-panel"
        >
          {active === 'broker' ? (
            // The connection does not depend on the settings bundle: it shows even when that failed.
            <div className="settings-stack">
              <BrokerConnectionCard notice={notice} onDismissNotice={() => setNotice(null)} />
            </div>
          ) : active === 'alerts' ? (
            <div className="settings-stack">
              <AlertChannelsPanel />
            </div>
          ) : status === 'loading' ? (
            <LoadingState text="Loading settings..." />
          ) : status === 'error' ? (
            <ErrorState
              title="Failed to fetch settings"
              message={errorText(error, 'The settings service did not answer.')}
              onRetry={() => void reload()}
            />
          ) : (
            // A key per section: leaving a section drops its unsaved drafts rather than mixing them into another.
            <div key={active} className="settings-stack">
              {section.render()}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
