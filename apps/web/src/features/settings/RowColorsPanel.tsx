import type { TableName } from '@app/contracts/settings/constants';
import type { RowColor, RowTextColor } from '@app/contracts/settings/types';
import { Palette, Pencil, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Card, EmptyState, IconButton } from '../../shared/ui';
import { fieldErrors } from '../../shared/api/apiError';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { TABLE_LABELS } from './labels';
import { RowColorForm } from './RowColorForm';
import { mergeRowColors, upsertRow, withoutRow, type RowColorDraft, type RowColorEntry } from './rowColors';
import { TableFilter } from './TableFilter';
import { toastFailure } from '../../shared/api/errorToast';

const EMPTY_DRAFT: RowColorDraft = {
  table_name: 'portfolio',
  row_identifier: '',
  background_color: '#1F2937',
  text_color: null,
};

function Swatch({
  kind,
  color,
  label,
  onRemove,
}: {
  kind: string;
  color: string | null;
  label: string;
  onRemove: () => void;
}) {
  if (!color) return null;
  return (
    <span className="swatch-cell">
      <span className="muted">{kind}</span>
      <span className="swatch" style={{ background: color }} aria-hidden="true" />
      <span className="num">{color}</span>
      <IconButton size="sm" label={label} onClick={onRemove}>
        <X size={13} />
      </IconButton>
    </span>
  );
}

/** Row background and text colours per table and trading symbol: list, set and delete. */
export function RowColorsPanel() {
  const { settings, patch } = useSettings();
  const [filter, setFilter] = useState<TableName | 'all'>('all');
  const [draft, setDraft] = useState<RowColorDraft>(EMPTY_DRAFT);
  const entries = useMemo(
    () => mergeRowColors(settings.row_colors, settings.row_text_colors, filter),
    [settings.row_colors, settings.row_text_colors, filter],
  );

  const submit = async (v: RowColorDraft): Promise<Record<string, string> | void> => {
    const { table_name, row_identifier } = v;
    try {
      if (v.background_color !== null) {
        const answer = (await settingsApi.setRowColor(table_name, row_identifier, v.background_color)) as {
          data?: { row_color?: RowColor };
        };
        await patch(
          'row_colors',
          upsertRow(
            settings.row_colors,
            answer.data?.row_color ?? { table_name, row_identifier, background_color: v.background_color },
          ),
        );
      }
      if (v.text_color !== null) {
        const answer = (await settingsApi.setRowTextColor(table_name, row_identifier, v.text_color)) as {
          data?: { row_text_color?: RowTextColor };
        };
        await patch(
          'row_text_colors',
          upsertRow(
            settings.row_text_colors,
            answer.data?.row_text_color ?? { table_name, row_identifier, text_color: v.text_color },
          ),
        );
      }
      toast.success(`Colours set for ${row_identifier} in ${TABLE_LABELS[table_name]}`);
      setDraft({ ...EMPTY_DRAFT, table_name });
    } catch (e) {
      toastFailure(e, e instanceof Error ? e.message : 'Failed to set row color');
      return fieldErrors(e);
    }
  };

  const remove = async (entry: RowColorEntry, kind: 'background' | 'text') => {
    try {
      if (kind === 'background') {
        await settingsApi.deleteRowColor(entry.table_name, entry.row_identifier);
        await patch('row_colors', withoutRow(settings.row_colors, entry));
      } else {
        await settingsApi.deleteRowTextColor(entry.table_name, entry.row_identifier);
        await patch('row_text_colors', withoutRow(settings.row_text_colors, entry));
      }
      toast.success(`${kind === 'background' ? 'Background' : 'Text'} colour of ${entry.row_identifier} removed`);
    } catch (e) {
      toastFailure(e, e instanceof Error ? e.message : `Failed to delete row ${kind === 'text' ? 'text ' : ''}color`);
    }
  };

  const item = (e: RowColorEntry) => (
    <li
      key={`${e.table_name}:${e.row_identifier}`}
      className="item-row"
      aria-label={`${e.row_identifier} in ${TABLE_LABELS[e.table_name]}`}
    >
      <span className="rule-swatch" style={{ backgroundColor: e.background ?? undefined, color: e.text ?? undefined }}>
        {e.row_identifier}
      </span>
      <span className="item-row__main">
        <span className="cell-main">{TABLE_LABELS[e.table_name]}</span>
        <span className="item-row__swatches">
          <Swatch
            kind="Background"
            color={e.background}
            label={`Remove background colour of ${e.row_identifier}`}
            onRemove={() => void remove(e, 'background')}
          />
          <Swatch
            kind="Text"
            color={e.text}
            label={`Remove text colour of ${e.row_identifier}`}
            onRemove={() => void remove(e, 'text')}
          />
        </span>
      </span>
      <span className="item-row__actions">
        <IconButton
          size="sm"
          label={`Edit colours of ${e.row_identifier}`}
          onClick={() =>
            setDraft({
              table_name: e.table_name,
              row_identifier: e.row_identifier,
              background_color: e.background,
              text_color: e.text,
            })
          }
        >
          <Pencil size={14} />
        </IconButton>
      </span>
    </li>
  );

  return (
    <Card
      title="Row colours"
      subtitle="Colour every row of a symbol in a table. Applied when Row colours is on in Table settings and no formatting rule matches the cell."
      aria-label="Row colours"
      className="settings-group"
    >
      <RowColorForm draft={draft} onChange={setDraft} onSubmit={submit} />
      {!settings.table_settings.enable_row_colors && (
        <p className="settings-note settings-note--warning">
          Row colours are turned off in Tables → Table settings, so these are not applied.
        </p>
      )}
      <div className="item-list__head">
        <h3 className="item-list__title">Saved colours</h3>
        <TableFilter label="Show row colours of table" value={filter} onChange={setFilter} />
      </div>
      {entries.length === 0 ? (
        <EmptyState
          icon={<Palette size={28} />}
          title={filter === 'all' ? 'No row colours yet' : `No row colours for ${TABLE_LABELS[filter]}`}
          hint="Set a colour above to highlight a symbol's rows."
        />
      ) : (
        <ul className="item-list" aria-label="Row colours">
          {entries.map(item)}
        </ul>
      )}
    </Card>
  );
}
