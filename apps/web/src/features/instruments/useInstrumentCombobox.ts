import { useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { nextActive, optionId } from './pickedSummary';
import { SEARCH_MIN_CHARS } from './searchSecurities';
import { useInstrumentSearch } from './useInstrumentSearch';

export const NO_RESULTS = 'No instruments found';

export interface InstrumentComboboxOptions {
  onPick: (result: SecuritySearchResult) => void;
  limit?: number;
  initialQuery?: string;
  /** Narrows or reorders the results, for example to one exchange or instrument type. */
  filter?: (results: SecuritySearchResult[]) => SecuritySearchResult[];
  isDisabled?: (result: SecuritySearchResult) => boolean;
  /** Keep the typed text after a pick (multi-select); by default a pick clears it. */
  keepQuery?: boolean;
  /** Enter with no result to pick (the header then opens the typed symbol). */
  onEnterText?: (text: string) => void;
  /** A floating list closes when the text box loses focus; an inline one stays. */
  closeOnBlur?: boolean;
}

/** What the results list needs from the combobox; spread it into <InstrumentListbox>. */
export interface ListboxState {
  id: string;
  options: readonly SecuritySearchResult[];
  active: number;
  onActive: (index: number) => void;
  onPick: (result: SecuritySearchResult) => void;
  /** 'No instruments found' when a search found nothing; a failed search shows nothing here (its toast says why). */
  status: string | null;
}

/**
 * The state and keyboard of a WAI-ARIA combobox over the instrument search (the focus stays in the
 * text box; the highlighted option is announced through aria-activedescendant): arrows move, Enter
 * picks the highlighted or else the first result, Escape closes the list before a dialog sees it.
 */
export function useInstrumentCombobox({
  onPick,
  limit,
  initialQuery = '',
  filter,
  isDisabled,
  keepQuery,
  onEnterText,
  closeOnBlur,
}: InstrumentComboboxOptions) {
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const search = useInstrumentSearch(query, { limit });
  const options = useMemo(() => (filter ? filter(search.results) : search.results), [filter, search.results]);
  const id = useId();
  const shown = open && query.trim().length >= SEARCH_MIN_CHARS;
  const expanded = shown && options.length > 0;
  const current = active < options.length ? active : -1;

  const done = () => {
    if (keepQuery) return;
    setQuery('');
    setActive(-1);
  };
  const pick = (result: SecuritySearchResult | undefined) => {
    if (!result || isDisabled?.(result)) return;
    onPick(result);
    done();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive(nextActive(current, e.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (e.key === 'Enter') {
      // Never submits the surrounding form: a half-typed search is not an answer.
      e.preventDefault();
      const result = options[current] ?? options[0];
      if (result) pick(result);
      else if (query.trim() && onEnterText) {
        onEnterText(query);
        done();
      }
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const inputProps = {
    role: 'combobox' as const,
    type: 'search',
    value: query,
    autoComplete: 'off',
    spellCheck: false,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': id,
    'aria-activedescendant': expanded && current >= 0 ? optionId(id, current) : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setQuery(e.target.value);
      setOpen(true);
      setActive(-1);
    },
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: closeOnBlur ? () => setOpen(false) : undefined,
  };

  const listbox: ListboxState = {
    id,
    options: shown ? options : [],
    active: current,
    onActive: setActive,
    onPick: pick,
    status: shown && search.searched && options.length === 0 && !search.error ? NO_RESULTS : null,
  };

  return { query, setQuery, loading: search.loading, inputProps, listbox };
}
