import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRule, ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { ApiError } from '../../shared/api/apiError';
import { RuleEditorDialog } from './RuleEditorDialog';

const mocks = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: mocks.toastSuccess, error: mocks.toastError } }));
vi.mock('./alertRulesApi', () => ({ alertRulesApi: { create: mocks.create, update: mocks.update } }));

beforeEach(() => Object.values(mocks).forEach((m) => m.mockReset()));
afterEach(cleanup);

const DAY_LOSS: AlertRule = {
  id: 'r9',
  instrument_token: null,
  tradingsymbol: null,
  exchange: null,
  kind: 'portfolio_day_pnl',
  value: -5000,
  months: null,
  recurring: false,
  expires_at: null,
  channels: ['in_app'],
  note: null,
  status: 'armed',
  level: -5000,
  last_fired_at: null,
  created_at: '2026-11-20T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
};

const SETTINGS: ChannelSettingsView = {
  defaults: ['in_app'],
  quiet_hours: null,
  in_app: { enabled: true },
  email: { address: null, verified: false, verification_pending: false },
  telegram: { configured: true, linked: true, link_code: null, link_url: null, link_expires_at: null },
  webhook: { url: null, secret_hint: null },
  web_push: { configured: false, public_key: null, subscriptions: 0 },
};

function open(rule: AlertRule | null, onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <RuleEditorDialog open rule={rule} settings={SETTINGS} onClose={vi.fn()} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return onSaved;
}
const save = (name: string) => fireEvent.click(screen.getByRole('button', { name, hidden: true }));
const errorUnder = (label: string) =>
  screen.getByLabelText(label).closest('.field')?.querySelector('.field__error')?.textContent;

describe('the rule editor', () => {
  it("puts the API's 400 under the fields it names and saves nothing", async () => {
    mocks.update.mockRejectedValueOnce(
      new ApiError('Validation failed', 400, 'Validation failed', [
        { field: 'value', errors: ['value must not be less than -1000000000'] },
        { field: 'note', errors: ['note must be shorter than or equal to 200 characters'] },
      ]),
    );
    const onSaved = open(DAY_LOSS);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-2000000000' } });
    save('Save alert');
    await screen.findByText('value must not be less than -1000000000');
    expect(errorUnder('Amount')).toBe('value must not be less than -1000000000');
    expect(errorUnder('Note (optional)')).toBe('note must be shorter than or equal to 200 characters');
    expect(mocks.update).toHaveBeenCalledWith('r9', {
      kind: 'portfolio_day_pnl',
      value: -2000000000,
      recurring: false,
      expires_at: null,
      channels: ['in_app'],
      note: null,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal about no field of the form above the buttons', async () => {
    mocks.create.mockRejectedValueOnce(
      new ApiError('Validation failed', 400, 'Validation failed', [
        { field: 'rules', errors: ['You hold 1,000 rules, the most allowed'] },
      ]),
    );
    open(null);
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'portfolio_day_pnl' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-5000' } });
    save('Create alert');
    expect((await screen.findByText('You hold 1,000 rules, the most allowed')).className).toBe('pf-form-error');
  });

  it('checks the form before sending and clears a field error when the field changes', () => {
    open(null);
    save('Create alert');
    expect(errorUnder('Price')).toBe('Enter a number with at most 4 decimals');
    expect(screen.getByText('Choose an instrument from the search')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1600' } });
    expect(errorUnder('Price')).toBeUndefined();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('offers only the channels that are set up, with a link to Settings for the rest', () => {
    open(null);
    expect(screen.getByLabelText('In app')).toBeEnabled();
    expect(screen.getByLabelText('Telegram')).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Verify an email address in Settings', hidden: true })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });
});
