import { ChevronDown, LayoutGrid, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedLayout } from '@app/contracts/settings/types';
import { formatDay } from '../../shared/format/dates';
import { ConfirmDialog, Menu } from '../../shared/ui';
import { containerCountText } from './layoutNames';

export interface LayoutsDropdownProps {
  layouts: readonly SavedLayout[];
  activeLayoutName: string | null;
  loading: boolean;
  onLoad: (id: string) => void;
  onDelete: (id: string) => Promise<void>;
}

/** The saved layouts: name, container count and last update; a row loads it, the bin deletes it after asking. */
export function LayoutsDropdown({ layouts, activeLayoutName, loading, onLoad, onDelete }: LayoutsDropdownProps) {
  const [toDelete, setToDelete] = useState<SavedLayout | null>(null);
  return (
    <>
      <Menu
        label="Saved layouts"
        align="start"
        className="layouts-menu"
        trigger={(props) => (
          <button type="button" className="btn btn--secondary layouts-menu__trigger" {...props}>
            <LayoutGrid size={16} aria-hidden="true" />
            <span className="layouts-menu__name">{activeLayoutName ?? 'Custom Layout'}</span>
            <ChevronDown size={14} aria-hidden="true" />
          </button>
        )}
      >
        {(close) =>
          loading ? (
            <p className="layouts-menu__empty">Loading layouts...</p>
          ) : layouts.length === 0 ? (
            <p className="layouts-menu__empty">No saved layouts yet. Save the current one to find it here.</p>
          ) : (
            layouts.map((l) => (
              <div key={l.id} className="layouts-menu__row">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="menu__item layouts-menu__load"
                  onClick={() => {
                    close();
                    onLoad(l.id);
                  }}
                >
                  <span className="layouts-menu__title">{l.name}</span>
                  <span className="layouts-menu__meta">
                    {containerCountText(l.containers.length)} · {l.updatedAt ? formatDay(l.updatedAt) : ''}
                  </span>
                </button>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="icon-btn icon-btn--sm layouts-menu__delete"
                  aria-label={`Delete layout ${l.name}`}
                  title="Delete layout"
                  onClick={() => {
                    close();
                    setToDelete(l);
                  }}
                >
                  <Trash2 size={14} />
                </button>
              </div>
            ))
          )
        }
      </Menu>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete layout"
        message="Are you sure you want to delete this layout?"
        confirmLabel="Delete"
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete) await onDelete(toDelete.id);
        }}
      />
    </>
  );
}
