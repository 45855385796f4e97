import { act, cleanup, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from './paths';
import { useRevalidate } from './useRevalidate';

afterEach(cleanup);

function Probe({ path, fetcher }: { path: string; fetcher: () => Promise<string> }) {
  const { data } = useSWR([path, '{}'], fetcher);
  const revalidate = useRevalidate();
  return (
    <>
      <output data-testid={path}>{data ?? ''}</output>
      <button type="button" onClick={() => void revalidate(PATHS.positions)}>
        reload
      </button>
    </>
  );
}

describe('useRevalidate', () => {
  it('reloads the paths asked for in the app’s own SWR cache, whatever their query, and leaves the others', async () => {
    let n = 0;
    const positions = vi.fn(async () => `positions ${++n}`);
    const funds = vi.fn(async () => 'funds');
    // A provider of its own, as the app has: the global mutate of swr would never reach it.
    const cache = new Map() as Cache;
    render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Probe path={PATHS.positions} fetcher={positions} />
        <Probe path={PATHS.funds} fetcher={funds} />
      </SWRConfig>,
    );
    await screen.findByText('positions 1');
    await act(async () => screen.getAllByRole('button', { name: 'reload' })[0]!.click());
    await screen.findByText('positions 2');
    expect(funds).toHaveBeenCalledTimes(1);
  });
});
