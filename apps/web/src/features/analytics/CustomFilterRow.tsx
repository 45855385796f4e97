import { X } from 'lucide-react';
import { IconButton } from '../../shared/ui';
import {
  FILTER_COLUMNS,
  FILTER_OPERATORS,
  type CustomFilter,
  type FilterColumn,
  type FilterOperator,
} from './filterOptions';
import { filterNumber } from './filters';

export interface CustomFilterRowProps {
  filter: CustomFilter;
  index: number;
  onChange: (next: CustomFilter) => void;
  onRemove: () => void;
}

/** One condition: column, operator, value (and upper value for a range). */
export function CustomFilterRow({ filter, index, onChange, onRemove }: CustomFilterRowProps) {
  const n = index + 1;
  const ignored = filterNumber(filter.value) === null;
  const upperInvalid = filter.operator === 'range' && filterNumber(filter.upperValue) === null;
  return (
    <li className="an-filter" data-testid="custom-filter">
      <select
        className="input select an-filter__column"
        aria-label={`Filter ${n} column`}
        value={filter.column}
        onChange={(e) => onChange({ ...filter, column: e.target.value as FilterColumn })}
      >
        {FILTER_COLUMNS.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <select
        className="input select an-filter__op"
        aria-label={`Filter ${n} condition`}
        value={filter.operator}
        onChange={(e) => onChange({ ...filter, operator: e.target.value as FilterOperator })}
      >
        {FILTER_OPERATORS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <input
        className="input num an-filter__value"
        type="number"
        step="0.01"
        inputMode="decimal"
        placeholder={filter.operator === 'range' ? 'From' : 'Value'}
        aria-label={`Filter ${n} value`}
        value={filter.value}
        onChange={(e) => onChange({ ...filter, value: e.target.value })}
      />
      {filter.operator === 'range' && (
        <input
          className="input num an-filter__upper"
          type="number"
          step="0.01"
          inputMode="decimal"
          placeholder="To (optional)"
          aria-label={`Filter ${n} upper value`}
          value={filter.upperValue ?? ''}
          onChange={(e) => onChange({ ...filter, upperValue: e.target.value })}
        />
      )}
      <IconButton label={`Remove filter ${n}`} size="sm" onClick={onRemove} className="an-filter__remove">
        <X size={15} />
      </IconButton>
      {(ignored || upperInvalid) && (
        <p className="an-filter__note">
          {ignored ? 'Enter a number to apply this filter.' : 'Without an upper value this means "at least".'}
        </p>
      )}
    </li>
  );
}
