import { LayoutGrid as GridIcon, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GridLayout, noCompactor, useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { ColumnConfig, GridItem } from '@app/contracts/settings/types';
import { Button, EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import { useLayoutManager } from './useLayoutManager';
import { definitionOf } from './containerCatalog';
import { breakpointFor, fromColumns, gridMetrics, GRID_COLS, toColumns } from './responsiveGrid';
import { AddContainerDialog } from './AddContainerDialog';
import { ColumnCustomizeDialog } from './ColumnCustomizeDialog';
import { GridContainer, type ContainerComponents } from './GridContainer';
import { arrangeLayout, type ArrangeStep } from './keyboardArrange';
import { LayoutToolbar } from './LayoutToolbar';
import { SaveLayoutDialog } from './SaveLayoutDialog';
import './layout.css';
import './layoutDialogs.css';

/**
 * The Overview's customisable grid: toolbar, dialogs, the containers (each type drawn by its component
 * in `containers`), and one maximized at a time.
 */
export function OverviewGrid({ containers }: { containers: ContainerComponents }) {
  const manager = useLayoutManager();
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [columnsFor, setColumnsFor] = useState<{ id: string; isNew: boolean } | null>(null);
  const [maximized, setMaximized] = useState<string | null>(null);

  const cols = GRID_COLS[breakpointFor(width)];
  const metrics = gridMetrics(width);
  const drawn = useMemo(() => toColumns(manager.layout, cols), [manager.layout, cols]);

  // Escape restores a maximized container.
  useEffect(() => {
    if (!maximized) return;
    const onKey = (e: KeyboardEvent) =>
      e.key === 'Escape' && !document.querySelector('dialog[open]') && setMaximized(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [maximized]);
  useEffect(() => {
    if (maximized && !manager.containers.includes(maximized)) setMaximized(null);
  }, [maximized, manager.containers]);

  const commit = useCallback(
    (next: Layout) => manager.updateGrid(fromColumns(next as never, cols, manager.layout)),
    [manager, cols],
  );

  // A keyboard step goes the way a drag does: through the grid's compactor, then saved as the grid saves.
  const arrange = (id: string, step: ArrangeStep): GridItem | null => {
    const next = arrangeLayout(
      drawn,
      id,
      step,
      cols,
      (l) => verticalCompactor.compact(l as Layout, cols) as GridItem[],
    );
    commit(next as Layout);
    return next.find((l) => l.i === id) ?? null;
  };

  const chromeFor = (id: string) => ({
    id,
    maximized: maximized === id,
    draggable: metrics.draggable,
    onToggleMaximize: () => setMaximized((m) => (m === id ? null : id)),
    onRemove: () => manager.removeContainer(id),
    onArrange: (step: ArrangeStep) => arrange(id, step),
    onCustomizeColumns: definitionOf(id)?.customizable ? () => setColumnsFor({ id, isNew: false }) : undefined,
  });

  const saveColumns = async (config: ColumnConfig) => {
    if (!columnsFor) return;
    if (columnsFor.isNew) {
      manager.addContainer(columnsFor.id, config);
      setColumnsFor(null);
      return;
    }
    try {
      await manager.setColumnConfig(columnsFor.id, config);
      setColumnsFor(null);
    } catch {
      // the toast said why; the dialog stays open to try again
    }
  };

  let body;
  if (manager.status === 'loading') body = <LoadingState text="Loading dashboard..." className="grid-state" />;
  else if (manager.status === 'error')
    body = (
      <ErrorState
        title="Error Loading Dashboard"
        message="Failed to initialize dashboard"
        onRetry={() => window.location.reload()}
        className="grid-state"
      />
    );
  else if (manager.containers.length === 0)
    body = (
      <EmptyState
        className="grid-state"
        icon={<GridIcon size={28} />}
        title="No Containers Added"
        hint="Build your dashboard from live containers: portfolio, watchlist, analytics, loss cover and re-buy."
        action={
          <Button variant="primary" icon={<Plus size={16} />} onClick={() => setAdding(true)}>
            Add Your First Container
          </Button>
        }
      />
    );
  else
    body = (
      <GridLayout
        width={width}
        layout={drawn as Layout}
        gridConfig={{ cols, rowHeight: metrics.rowHeight, margin: metrics.margin, containerPadding: [0, 0] }}
        dragConfig={{ enabled: metrics.draggable, handle: '.gc__drag', cancel: '.gc__no-drag' }}
        resizeConfig={{ enabled: metrics.draggable, handles: ['se'] }}
        compactor={metrics.draggable ? verticalCompactor : noCompactor}
        onDragStop={(layout) => commit(layout)}
        onResizeStop={(layout) => commit(layout)}
      >
        {manager.containers.map((id) => (
          <div key={id} className="grid-item" data-testid={`grid-item-${id}`}>
            {maximized === id ? (
              <div className="grid-item__placeholder">Maximized</div>
            ) : (
              <GridContainer
                id={id}
                chrome={chromeFor(id)}
                columns={manager.columnConfigs[id] ?? null}
                components={containers}
              />
            )}
          </div>
        ))}
      </GridLayout>
    );

  return (
    <section className="dash-grid" aria-label="Dashboard containers">
      <LayoutToolbar manager={manager} onAdd={() => setAdding(true)} onSave={() => setSaving(true)} />
      <div ref={containerRef} className="dash-grid__canvas">
        {mounted && body}
      </div>
      {maximized && (
        // Dims the page behind the maximized container, which reads as in front of it; a click on it restores.
        <div className="grid-maximized__backdrop" aria-hidden="true" onClick={() => setMaximized(null)} />
      )}
      {maximized && (
        <div className="grid-maximized" role="region" aria-label="Maximized container">
          <GridContainer
            id={maximized}
            chrome={chromeFor(maximized)}
            columns={manager.columnConfigs[maximized] ?? null}
            components={containers}
          />
        </div>
      )}
      <AddContainerDialog
        open={adding}
        containers={manager.containers}
        onClose={() => setAdding(false)}
        onSelected={(id) => {
          setAdding(false);
          manager.addContainer(id);
        }}
        onConfigure={(id) => {
          setAdding(false);
          setColumnsFor({ id, isNew: true });
        }}
      />
      <ColumnCustomizeDialog
        containerId={columnsFor?.id ?? null}
        initial={columnsFor ? (manager.columnConfigs[columnsFor.id] ?? null) : null}
        onCancel={() => setColumnsFor(null)}
        onSave={saveColumns}
      />
      <SaveLayoutDialog
        open={saving}
        defaultName={manager.activeLayout?.name ?? ''}
        containerCount={manager.containers.length}
        onCancel={() => setSaving(false)}
        onSave={manager.saveLayout}
      />
    </section>
  );
}
