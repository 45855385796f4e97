import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import type { ColumnConfig } from '@app/contracts/settings/types';
import { Button, Dialog } from '../../shared/ui';
import { definitionOf } from './containerCatalog';
import { COLUMN_DESCRIPTIONS, columnLabel } from '../../shared/table/columnDefinitions';
import {
  canSaveColumns,
  defaultColumnConfig,
  isRequired,
  moveColumn,
  normaliseColumnConfig,
  toggleColumn,
} from './columnConfig';

export interface ColumnCustomizeDialogProps {
  /** The container being configured (its type decides the column set); null when closed. */
  containerId: string | null;
  initial: ColumnConfig | null;
  onCancel: () => void;
  onSave: (config: ColumnConfig) => Promise<void> | void;
}

/**
 * 'Customize {Type} Columns': turn columns on and off (required ones, marked *, stay on), drag or move
 * them into order, see the numbered order, reset to the defaults, save with at least one column.
 */
export function ColumnCustomizeDialog({ containerId, initial, onCancel, onSave }: ColumnCustomizeDialogProps) {
  const def = containerId ? definitionOf(containerId) : undefined;
  const [config, setConfig] = useState<ColumnConfig | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (containerId !== openedFor) {
    setOpenedFor(containerId);
    setConfig(def ? normaliseColumnConfig(def.id, initial) : null);
  }
  if (!def || !config) return <Dialog open={false} onClose={onCancel} title="" />;

  const type = def.id;
  const descriptions = COLUMN_DESCRIPTIONS[type];
  const all = COLUMN_SETS[type].columns;
  const ordered = [...config.columnOrder, ...all.filter((c) => !config.columnOrder.includes(c))];

  const onDrop = (e: DragEvent, target: string) => {
    e.preventDefault();
    if (dragging && dragging !== target && config.columnOrder.includes(target))
      setConfig(moveColumn(config, dragging, config.columnOrder.indexOf(target)));
    setDragging(null);
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSave(config);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={`Customize ${def.name} Columns`}
      description="Choose the columns to show and drag them into order. Columns marked * are required."
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={() => setConfig(defaultColumnConfig(type))}>
            Reset to Defaults
          </Button>
          <span className="dialog-spacer" />
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" onClick={save} disabled={!canSaveColumns(config)} loading={saving}>
            Save Configuration
          </Button>
        </>
      }
    >
      <ul className="cols__list" aria-label="Columns">
        {ordered.map((col) => {
          const on = config.selectedColumns.includes(col);
          const required = isRequired(type, col);
          const index = config.columnOrder.indexOf(col);
          return (
            <li
              key={col}
              className={clsx('cols__row', on && 'cols__row--on', dragging === col && 'cols__row--dragging')}
              draggable={on}
              onDragStart={() => setDragging(col)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e) => on && e.preventDefault()}
              onDrop={(e) => onDrop(e, col)}
              data-column={col}
            >
              <span className="cols__grip" aria-hidden="true">
                {on && <GripVertical size={14} />}
              </span>
              <label className="cols__toggle">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={required}
                  onChange={() => setConfig(toggleColumn(config, col))}
                />
                <span className="cols__label">
                  {columnLabel(col)}
                  {required && (
                    <span className="cols__required" title="Required">
                      *
                    </span>
                  )}
                </span>
                <span className="cols__desc">{descriptions[col]}</span>
              </label>
              {on && (
                <span className="cols__move">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${columnLabel(col)} up`}
                    disabled={index === 0}
                    onClick={() => setConfig(moveColumn(config, col, index - 1))}
                    icon={<ArrowUp size={14} />}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${columnLabel(col)} down`}
                    disabled={index === config.columnOrder.length - 1}
                    onClick={() => setConfig(moveColumn(config, col, index + 1))}
                    icon={<ArrowDown size={14} />}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="cols__preview" aria-label="Column order">
        <p className="cols__preview-title">Column order</p>
        {config.columnOrder.length === 0 ? (
          <p className="muted">Select at least one column.</p>
        ) : (
          <ol className="cols__preview-list">
            {config.columnOrder.map((c, i) => (
              <li key={c}>
                <span className="cols__num">{i + 1}</span>
                {columnLabel(c)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
