import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import { ApiError } from '../../shared/api/apiError';
import { PortfolioVariablesForm } from './PortfolioForms';

const mocks = vi.hoisted(() => ({ patch: vi.fn(), save: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: mocks.toastSuccess, error: mocks.toastError } }));
vi.mock('../user-settings/useSettings', () => ({
  useSettings: () => ({
    settings: { portfolio_variables: { ...SETTINGS_DEFAULTS.portfolio_variables } },
    patch: mocks.patch,
  }),
}));
vi.mock('../user-settings/settingsApi', () => ({ settingsApi: { portfolioVariables: mocks.save } }));

beforeEach(() => {
  for (const m of Object.values(mocks)) m.mockReset();
});
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('a settings group form', () => {
  it('keeps Save disabled until something changes, and Discard goes back', () => {
    render(<PortfolioVariablesForm />);
    expect(save().disabled).toBe(true);
    fireEvent.change(field('Profit above (₹)'), { target: { value: '9000' } });
    expect(save().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(field('Profit above (₹)').value).toBe('7000');
    expect(save().disabled).toBe(true);
  });

  it('checks the input before sending anything', () => {
    render(<PortfolioVariablesForm />);
    fireEvent.change(field('Stock commission (%)'), { target: { value: '150' } });
    fireEvent.submit(field('Stock commission (%)').form!);
    expect(screen.getByText('Enter a percentage from 0 to 100')).toBeInTheDocument();
    expect(mocks.save).not.toHaveBeenCalled();
  });

  it('submits on Enter with numbers, patches the bundle and says so', async () => {
    mocks.save.mockResolvedValue({
      success: true,
      data: { ...SETTINGS_DEFAULTS.portfolio_variables, above_cash: 9000 },
    });
    render(<PortfolioVariablesForm />);
    fireEvent.change(field('Profit above (₹)'), { target: { value: '9000' } });
    fireEvent.submit(field('Profit above (₹)').form!);
    await waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith('Portfolio variables saved'));
    expect(mocks.save).toHaveBeenCalledWith({ ...SETTINGS_DEFAULTS.portfolio_variables, above_cash: 9000 });
    expect(mocks.patch).toHaveBeenCalledWith('portfolio_variables', {
      ...SETTINGS_DEFAULTS.portfolio_variables,
      above_cash: 9000,
    });
  });

  it("shows a 400 detail on its field and the server's text in a toast", async () => {
    mocks.save.mockRejectedValue(
      new ApiError('Failed to update portfolio variables: Validation failed', 400, 'Validation failed', [
        { field: 'below_cash', errors: ['below_cash must not be greater than 1000000000000'] },
      ]),
    );
    render(<PortfolioVariablesForm />);
    fireEvent.change(field('Loss below (₹)'), { target: { value: '5' } });
    fireEvent.submit(field('Loss below (₹)').form!);
    await screen.findByText('below_cash must not be greater than 1000000000000');
    expect(mocks.toastError).toHaveBeenCalledWith('Validation failed', { id: 'error:Validation failed' });
    expect(mocks.patch).not.toHaveBeenCalled();
  });

  it('fills the form with the spec defaults on reset', () => {
    render(<PortfolioVariablesForm />);
    const reset = screen.getByRole('button', { name: 'Reset to defaults' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    fireEvent.change(field('Futures commission (%)'), { target: { value: '1' } });
    fireEvent.click(reset);
    expect(field('Futures commission (%)').value).toBe('0.05');
  });
});
