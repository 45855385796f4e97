import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { formatPrice } from '../../shared/format/numbers';
import { optionId } from './pickedSummary';
import type { ListboxState } from './useInstrumentCombobox';
import './instruments.css';

export interface ResultOptions {
  /** Multi-select: a check on each row, and aria-selected tells whether it is chosen. */
  isSelected?: (result: SecuritySearchResult) => boolean;
  isDisabled?: (result: SecuritySearchResult) => boolean;
  /** Extra text or a badge beside the price (for example "Tracked"). */
  renderMeta?: (result: SecuritySearchResult) => ReactNode;
}

export interface InstrumentListboxProps extends ListboxState, ResultOptions {
  label: string;
  /** Pops over the page (the header); otherwise the list flows in place, so a dialog never clips it. */
  floating?: boolean;
}

/**
 * The results of an instrument search: symbol, name, last price (or N/A), exchange and type. A row is
 * picked on click; its mousedown is cancelled so the focus stays in the text box.
 */
export function InstrumentListbox({
  id,
  label,
  options,
  active,
  onActive,
  onPick,
  status,
  isSelected,
  isDisabled,
  renderMeta,
  floating,
}: InstrumentListboxProps) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  if (options.length === 0) {
    return status ? (
      <p className={clsx('ins-list ins-list--status', floating && 'ins-list--floating')} role="status">
        {status}
      </p>
    ) : null;
  }
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      aria-multiselectable={isSelected ? true : undefined}
      className={clsx('ins-list', floating && 'ins-list--floating')}
    >
      {options.map((r, i) => {
        const selected = isSelected?.(r) ?? false;
        const disabled = isDisabled?.(r) ?? false;
        return (
          <li
            key={r.instrument_token}
            id={optionId(id, i)}
            role="option"
            aria-selected={isSelected ? selected : i === active}
            aria-disabled={disabled || undefined}
            className={clsx('ins-option', i === active && 'ins-option--active')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(r)}
            onMouseEnter={() => onActive(i)}
          >
            {isSelected && (
              <span className={clsx('ins-check', selected && 'ins-check--on')}>{selected && <Check size={12} />}</span>
            )}
            <span className="ins-option__main">
              <span className="cell-main">{r.tradingsymbol}</span>
              <span className="cell-sub">{r.name}</span>
            </span>
            <span className="ins-option__meta">
              {renderMeta?.(r)}
              <span className="num">{r.last_price ? formatPrice(r.last_price) : 'N/A'}</span>
              <span className="cell-sub">
                {r.exchange} · {r.instrument_type}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
