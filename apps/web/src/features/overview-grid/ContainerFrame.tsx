import clsx from 'clsx';
import { ChevronDown, ChevronUp, Columns3, GripVertical, Maximize2, Minimize2, Settings2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { IconButton } from '../../shared/ui';
import type { GridItem } from '@app/contracts/settings/types';
import { ArrangeButton } from './ArrangeButton';
import type { ArrangeStep } from './keyboardArrange';
import { useCollapsed } from './useCollapsed';

/** What the grid gives every container: its id and the frame's actions. */
export interface ContainerChrome {
  id: string;
  maximized: boolean;
  onToggleMaximize: () => void;
  onRemove: () => void;
  /** Opens the column dialog (customisable containers). */
  onCustomizeColumns?: () => void;
  /** Dragging is on (not on phones). */
  draggable: boolean;
  /** Moves or resizes the container by one cell from the keyboard; answers its new place. */
  onArrange?: (step: ArrangeStep) => GridItem | null;
}

export interface ContainerFrameProps {
  chrome: ContainerChrome;
  title: string;
  caption?: ReactNode;
  /** Summary cards, shown when the summary is expanded. */
  summary?: ReactNode;
  /** The settings panel; it gets a close callback for Cancel and after Save. */
  settings?: (close: () => void) => ReactNode;
  /** Extra header controls (filters toggle ...). */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * The chrome around a container on the Overview grid: a drag handle with the title and caption, and the
 * settings, columns, collapse-summary, maximize/restore and remove buttons.
 */
export function ContainerFrame({ chrome, title, caption, summary, settings, tools, children }: ContainerFrameProps) {
  const [collapsed, toggleCollapsed] = useCollapsed(chrome.id);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const titleId = useId();
  return (
    <section
      className={clsx('gc', chrome.maximized && 'gc--maximized')}
      aria-labelledby={titleId}
      data-container={chrome.id}
    >
      <header className="gc__header">
        <div
          className={clsx('gc__handle', chrome.draggable && !chrome.maximized && 'gc__drag')}
          title={chrome.draggable ? 'Drag to move' : undefined}
        >
          {chrome.draggable &&
            !chrome.maximized &&
            (chrome.onArrange ? (
              <ArrangeButton title={title} onStep={chrome.onArrange} />
            ) : (
              <GripVertical size={16} className="gc__grip" aria-hidden="true" />
            ))}
          <div className="gc__titles">
            <h2 id={titleId} className="gc__title">
              {title}
            </h2>
            {caption && <p className="gc__caption">{caption}</p>}
          </div>
        </div>
        <div className="gc__actions gc__no-drag">
          {tools}
          {settings && (
            <IconButton
              size="sm"
              label={`${title} settings`}
              active={settingsOpen}
              aria-expanded={settingsOpen}
              onClick={() => setSettingsOpen((o) => !o)}
            >
              <Settings2 size={15} />
            </IconButton>
          )}
          {chrome.onCustomizeColumns && (
            <IconButton size="sm" label={`Customize ${title} columns`} onClick={chrome.onCustomizeColumns}>
              <Columns3 size={15} />
            </IconButton>
          )}
          {summary && (
            <IconButton
              size="sm"
              label={collapsed ? 'Expand summary' : 'Collapse summary'}
              aria-expanded={!collapsed}
              onClick={toggleCollapsed}
            >
              {collapsed ? <ChevronDown size={15} /> : <ChevronUp size={15} />}
            </IconButton>
          )}
          <IconButton size="sm" label={chrome.maximized ? 'Restore' : 'Maximize'} onClick={chrome.onToggleMaximize}>
            {chrome.maximized ? <Minimize2 size={15} /> : <Maximize2 size={15} />}
          </IconButton>
          <IconButton size="sm" label={`Remove ${title}`} onClick={chrome.onRemove}>
            <X size={15} />
          </IconButton>
        </div>
      </header>
      {settings && settingsOpen && (
        <div className="gc__settings gc__no-drag">{settings(() => setSettingsOpen(false))}</div>
      )}
      {summary && !collapsed && <div className="gc__summary gc__no-drag">{summary}</div>}
      <div className="gc__body gc__no-drag">{children}</div>
    </section>
  );
}
