// A fake gateway for the reports' specs: answers by path, remembers every URL asked for.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `{ success: true, data }`, as the gateway wraps the ledger's and the reports' answers. */
export const ok = (data: unknown) => json(200, { success: true, data });
export const failed = (message = 'Internal error') => json(500, { success: false, error: message });

export type Answers = Record<string, (url: string) => Response | Promise<Response>>;

/** Stubs fetch; unknown paths answer 500. Returns the list of URLs requested, in order. */
export function fakeGateway(answers: Answers): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const answer = answers[url.split('?')[0]!];
      return answer ? answer(url) : failed();
    }),
  );
  return asked;
}

/** The query of the URLs asked for a path, as plain objects. */
export function queriesOf(asked: readonly string[], path: string): Array<Record<string, string>> {
  return asked
    .filter((u) => u.split('?')[0] === path)
    .map((u) => Object.fromEntries(new URLSearchParams(u.split('?')[1] ?? '')));
}

export function renderSignedIn(ui: ReactNode, path = '/dashboard/reports') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}
