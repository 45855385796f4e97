import { TABLE_NAMES, type TableName } from '@app/contracts/settings/constants';
import { TABLE_LABELS } from './labels';

/** A small select of one table, or all of them, that narrows a settings list. */
export function TableFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TableName | 'all';
  onChange: (value: TableName | 'all') => void;
}) {
  return (
    <select
      className="input select select--sm"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as TableName | 'all')}
    >
      <option value="all">All tables</option>
      {TABLE_NAMES.map((t) => (
        <option key={t} value={t}>
          {TABLE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}
