import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { ApiError } from '../../shared/api/apiError';
import { InstrumentPicker } from './InstrumentPicker';
import { InstrumentSearch } from './InstrumentSearch';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/apiClient', () => ({ api: { get } }));

const hit = (tradingsymbol: string, instrument_token: number, instrument_type = 'EQ'): SecuritySearchResult => ({
  instrument_token,
  tradingsymbol,
  name: `${tradingsymbol} LTD`,
  exchange: 'NSE',
  instrument_type,
  last_price: 100,
});
const HITS = [hit('RELIANCE', 1), hit('RELINFRA', 2), hit('RELIANCE26DECFUT', 3, 'FUT')];

function Picker({ onChange }: { onChange?: (r: SecuritySearchResult | null) => void }) {
  const [value, setValue] = useState<SecuritySearchResult | null>(null);
  return (
    <InstrumentPicker
      label="Instrument"
      value={value}
      onChange={(r) => {
        setValue(r);
        onChange?.(r);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Instrument' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue({ data: { securities: HITS } });
});
afterEach(cleanup);

describe('InstrumentPicker', () => {
  it('lists the results of 2+ characters and picks with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    type('R');
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    type('REL');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'RELIANCERELIANCE LTD₹100.00NSE · EQ',
      'RELINFRARELINFRA LTD₹100.00NSE · EQ',
      'RELIANCE26DECFUTRELIANCE26DECFUT LTD₹100.00NSE · FUT',
    ]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Instrument results' })).toBeInTheDocument();

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(HITS[1]);

    // The pick shows as a card, which takes the focus; clearing it brings the search back, focused.
    const card = screen.getByRole('group', { name: 'Instrument' });
    expect(card.textContent).toContain('RELINFRA');
    expect(document.activeElement).toBe(card);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another instrument' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(input());
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('picks on click while the mousedown keeps the focus in the text box', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    type('RELIANCE');
    const option = (await screen.findAllByRole('option'))[0]!;
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(HITS[0]);
  });

  it('closes the list on Escape before a surrounding dialog hears it', async () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <Picker />
      </div>,
    );
    type('REL');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the list when a search fails', async () => {
    get
      .mockResolvedValueOnce({ data: { securities: [] } })
      .mockResolvedValueOnce({ data: { securities: HITS } })
      .mockRejectedValueOnce(new ApiError('Request failed', 500, 'Market service unavailable'));
    render(<Picker />);
    type('ZZZ');
    expect((await screen.findByRole('status')).textContent).toBe('No instruments found');
    type('REL');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    type('RELX');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Market service unavailable')).toBeNull();
  });
});

describe('InstrumentSearch', () => {
  it('multi-selects with checks, keeps the text, skips disabled rows, filters and adds meta', async () => {
    const chosen = new Set<number>([1]);
    const onPick = vi.fn();
    render(
      <InstrumentSearch
        label="Search instruments"
        keepQuery
        onPick={onPick}
        isSelected={(r) => chosen.has(r.instrument_token)}
        isDisabled={(r) => r.instrument_token === 2}
        renderMeta={(r) => (r.instrument_token === 2 ? <span>Tracked</span> : null)}
        filter={(results) => results.filter((r) => r.instrument_type === 'EQ')}
        renderFooter={(results) => <button type="button">Select all {results.length} results</button>}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Search instruments' }), { target: { value: 'REL' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(options[1]!.getAttribute('aria-disabled')).toBe('true');
    expect(options[1]!.textContent).toContain('Tracked');
    screen.getByRole('button', { name: 'Select all 2 results' });

    fireEvent.click(options[1]!);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(options[0]!);
    expect(onPick).toHaveBeenCalledWith(HITS[0]);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('REL');
  });
});
