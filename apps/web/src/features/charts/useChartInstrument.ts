import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../shared/api/apiError';
import { searchSecurities } from '../instruments';
import { chartPath } from '../instruments';
import { bestMatch } from '../instruments';

export type ChartTarget =
  | { kind: 'ready'; token: number; symbol: string | null }
  | { kind: 'resolving'; symbol: string }
  | { kind: 'not-found'; symbol: string }
  | { kind: 'error'; symbol: string; message: string }
  | { kind: 'none' };

/** A positive whole token from the query string, else null. */
export function tokenParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/**
 * Which instrument to chart: the token when given; with only a symbol, the search's exact symbol
 * match (else its first hit), written back into the address; with neither, none.
 */
export function useChartInstrument(symbol: string | null, token: string | null): ChartTarget & { retry: () => void } {
  const navigate = useNavigate();
  const id = tokenParam(token);
  const wanted = symbol?.trim() ?? '';
  const [state, setState] = useState<{ symbol: string; result: ChartTarget } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id || !wanted) return;
    const controller = new AbortController();
    setState({ symbol: wanted, result: { kind: 'resolving', symbol: wanted } });
    searchSecurities(wanted, 10, controller.signal).then(
      (results) => {
        const hit = bestMatch(results, wanted);
        if (hit) navigate(chartPath(hit.tradingsymbol, hit.instrument_token), { replace: true });
        else setState({ symbol: wanted, result: { kind: 'not-found', symbol: wanted } });
      },
      (e: unknown) => {
        if (!controller.signal.aborted)
          setState({
            symbol: wanted,
            result: { kind: 'error', symbol: wanted, message: errorText(e, 'Search failed') },
          });
      },
    );
    return () => controller.abort();
  }, [id, wanted, navigate, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (id) return { kind: 'ready', token: id, symbol: wanted || null, retry };
  if (!wanted) return { kind: 'none', retry };
  return { ...(state?.symbol === wanted ? state.result : { kind: 'resolving', symbol: wanted }), retry };
}
