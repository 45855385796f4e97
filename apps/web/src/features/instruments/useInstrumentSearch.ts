import { useEffect, useState } from 'react';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { errorText } from '../../shared/api/apiError';
import { SEARCH_MIN_CHARS, searchSecurities } from './searchSecurities';

export interface InstrumentSearchOptions {
  /** How many results to ask for (5 by default). */
  limit?: number;
  minChars?: number;
  debounceMs?: number;
}

export interface InstrumentSearchState {
  results: SecuritySearchResult[];
  /** A search for the current text is waiting for its debounce or its answer. */
  loading: boolean;
  /** The current text has its answer (results or an error). */
  searched: boolean;
  error: string | null;
}

interface Answer {
  key: string;
  results: SecuritySearchResult[];
  error: string | null;
}

const NONE: SecuritySearchResult[] = [];

/**
 * Debounced search of the instrument master. Fewer than `minChars` characters clear the results;
 * a newer text aborts the request of an older one; a failure clears the results and keeps its text
 * in `error` (the API client's toast shows it). While a new answer is on its way the previous results stay on screen.
 */
export function useInstrumentSearch(
  query: string,
  { limit = 5, minChars = SEARCH_MIN_CHARS, debounceMs = 200 }: InstrumentSearchOptions = {},
): InstrumentSearchState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const term = query.trim();
  const ready = term.length >= minChars;
  const key = `${limit}|${term}`;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    // An answer already on its way when the text changed must not land.
    const answered = (next: Answer) => {
      if (!controller.signal.aborted) setAnswer(next);
    };
    const timer = setTimeout(() => {
      searchSecurities(term, limit, controller.signal).then(
        (results) => answered({ key, results, error: null }),
        (e: unknown) => answered({ key, results: NONE, error: errorText(e, 'Search failed') }),
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, term, limit, key, debounceMs]);

  const searched = ready && answer?.key === key;
  return {
    results: ready && answer ? answer.results : NONE,
    loading: ready && !searched,
    searched,
    error: searched ? (answer?.error ?? null) : null,
  };
}
