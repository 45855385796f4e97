import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../shared/ui';
import { InstrumentListbox } from '../../features/instruments';
import { useInstrumentCombobox } from '../../features/instruments';
import { chartPathFor } from './chartPathFor';

/** The header's symbol search: a combobox whose pick (or Enter) opens Charts. */
export function SymbolSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const go = (path: string | null) => {
    if (!path) return;
    navigate(path);
    inputRef.current?.blur();
  };
  // Enter opens the highlighted suggestion, else the first, else the typed text as a symbol.
  const { loading, inputProps, listbox } = useInstrumentCombobox({
    limit: 5,
    closeOnBlur: true,
    onPick: (r) => go(chartPathFor('', r)),
    onEnterText: (text) => go(chartPathFor(text)),
  });

  return (
    <form role="search" className={clsx('symbol-search', className)} onSubmit={(e) => e.preventDefault()}>
      <Search size={16} className="symbol-search__icon" aria-hidden="true" />
      <input
        ref={inputRef}
        className="symbol-search__input"
        placeholder="Search symbols..."
        aria-label="Search symbols"
        {...inputProps}
      />
      {loading && <Spinner size={14} />}
      <InstrumentListbox {...listbox} label="Matching instruments" floating />
    </form>
  );
}
