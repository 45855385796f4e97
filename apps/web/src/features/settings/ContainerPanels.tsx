import {
  COLUMN_SETS,
  CONTAINER_TYPES,
  defaultColumnSelection,
  type ContainerType,
} from '@app/contracts/settings/constants';
import type { ColumnConfig } from '@app/contracts/settings/types';
import { LayoutGrid, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge, Button, Card, EmptyState } from '../../shared/ui';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { columnLabel, CONTAINER_LABELS, containerIdLabel } from './labels';
import { toastFailure } from '../../shared/api/errorToast';

// The same default the settings service answers: the default columns plus any required one they leave out.
const defaultConfig = (type: ContainerType): ColumnConfig => ({
  containerType: type,
  selectedColumns: defaultColumnSelection(type),
  columnOrder: defaultColumnSelection(type),
});
const isDefault = (c: ColumnConfig) =>
  JSON.stringify(c.columnOrder) === JSON.stringify(defaultColumnSelection(c.containerType));

/** The selected columns of each container type, each with a reset to its defaults. */
export function ColumnConfigsPanel() {
  const { settings, patch } = useSettings();
  const [busy, setBusy] = useState<ContainerType | null>(null);

  const reset = async (type: ContainerType) => {
    setBusy(type);
    try {
      const answer = await settingsApi.deleteColumnConfig(type);
      await patch('column_configs', { ...settings.column_configs, [type]: answer.data?.config ?? defaultConfig(type) });
      toast.success(`${CONTAINER_LABELS[type]} columns reset to defaults`);
    } catch (e) {
      toastFailure(e, e instanceof Error ? e.message : 'Failed to delete column configuration');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      title="Column configurations"
      subtitle="The columns each container shows, in order. Choose columns with the column dialog of a container on the Overview."
      aria-label="Column configurations"
      className="settings-group"
    >
      <ul className="config-list">
        {CONTAINER_TYPES.map((type) => {
          const config = settings.column_configs[type] ?? defaultConfig(type);
          const order = config.columnOrder.length > 0 ? config.columnOrder : config.selectedColumns;
          const custom = !isDefault({ ...config, columnOrder: order });
          return (
            <li key={type} className="config-row">
              <div className="config-row__head">
                <span className="cell-main">{CONTAINER_LABELS[type]}</span>
                <Badge tone={custom ? 'primary' : 'neutral'}>{custom ? 'Customised' : 'Default'}</Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<RotateCcw size={14} />}
                  disabled={!custom}
                  loading={busy === type}
                  onClick={() => void reset(type)}
                  aria-label={`Reset ${CONTAINER_LABELS[type]} columns to defaults`}
                >
                  Reset to defaults
                </Button>
              </div>
              <ol className="chips" aria-label={`${CONTAINER_LABELS[type]} columns`}>
                {order.map((c) => (
                  <li key={c} className="chip">
                    {columnLabel(c)}
                    {COLUMN_SETS[type].required.includes(c) && <span aria-label="required"> *</span>}
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Whether each container's summary starts collapsed; the default is collapsed. */
export function CollapsibleStatesPanel() {
  const { settings, patch } = useSettings();
  const [busy, setBusy] = useState<string | null>(null);
  const states = Object.entries(settings.collapsible_states).sort(([a], [b]) => a.localeCompare(b));
  const changed = states.filter(([, collapsed]) => !collapsed).map(([id]) => id);

  const reset = async (ids: string[], key: string) => {
    setBusy(key);
    let next = { ...settings.collapsible_states };
    try {
      for (const id of ids) {
        await settingsApi.setCollapsible(id, true);
        next = { ...next, [id]: true };
      }
      toast.success(
        ids.length === 1
          ? `${containerIdLabel(ids[0]!)} summary reset to collapsed`
          : 'Container summaries reset to collapsed',
      );
    } catch (e) {
      toastFailure(e, e instanceof Error ? e.message : 'Failed to update collapsible state');
    } finally {
      await patch('collapsible_states', next);
      setBusy(null);
    }
  };

  return (
    <Card
      title="Collapsible states"
      subtitle="Whether each container on the Overview shows its summary cards. Summaries start collapsed."
      aria-label="Collapsible states"
      className="settings-group"
      actions={
        <Button
          size="sm"
          variant="ghost"
          icon={<RotateCcw size={14} />}
          disabled={changed.length === 0}
          loading={busy === '*'}
          onClick={() => void reset(changed, '*')}
        >
          Reset all
        </Button>
      }
    >
      {states.length === 0 ? (
        <EmptyState
          icon={<LayoutGrid size={28} />}
          title="No saved states yet"
          hint="Collapse or expand a container's summary on the Overview and it will be listed here."
        />
      ) : (
        <ul className="config-list">
          {states.map(([id, collapsed]) => (
            <li key={id} className="config-row config-row__head">
              <span className="cell-main">{containerIdLabel(id)}</span>
              <Badge tone={collapsed ? 'neutral' : 'info'}>
                {collapsed ? 'Summary collapsed' : 'Summary expanded'}
              </Badge>
              <Button
                size="sm"
                variant="ghost"
                icon={<RotateCcw size={14} />}
                disabled={collapsed}
                loading={busy === id}
                onClick={() => void reset([id], id)}
                aria-label={`Reset ${containerIdLabel(id)} to collapsed`}
              >
                Reset
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
