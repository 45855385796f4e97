import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Spinner } from '../../shared/ui';
import { InstrumentListbox, type ResultOptions } from './InstrumentListbox';
import { SEARCH_MIN_CHARS } from './searchSecurities';
import { useInstrumentCombobox, type InstrumentComboboxOptions } from './useInstrumentCombobox';

export interface InstrumentSearchProps
  extends Omit<InstrumentComboboxOptions, 'onEnterText' | 'closeOnBlur'>, ResultOptions {
  label: string;
  placeholder?: string;
  /** Shown under the results while there are any (for example "Select all"). */
  renderFooter?: (results: readonly SecuritySearchResult[]) => ReactNode;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** For a field around the search: its error or hint, and whether it is invalid. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * A labelled instrument search: a combobox whose results are listed in the flow of the page, so a
 * dialog's scrolling body never clips them. Single pick by default; multi-select with `isSelected`.
 */
export function InstrumentSearch({
  label,
  placeholder = 'Search by symbol or name',
  renderFooter,
  autoFocus,
  inputRef,
  describedBy,
  invalid,
  className,
  isSelected,
  renderMeta,
  limit = 10,
  ...options
}: InstrumentSearchProps) {
  const inputId = useId();
  const { query, loading, inputProps, listbox } = useInstrumentCombobox({ ...options, limit });
  const short = query.trim().length > 0 && query.trim().length < SEARCH_MIN_CHARS;
  return (
    <div className={clsx('ins-search', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ins-search__box">
        <Search size={15} className="ins-search__icon" aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          className="input"
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {loading && <Spinner size={14} />}
      </div>
      {short && <p className="field__hint">Type at least {SEARCH_MIN_CHARS} characters</p>}
      <InstrumentListbox
        {...listbox}
        label={`${label} results`}
        isSelected={isSelected}
        isDisabled={options.isDisabled}
        renderMeta={renderMeta}
      />
      {listbox.options.length > 0 && renderFooter?.(listbox.options)}
    </div>
  );
}
