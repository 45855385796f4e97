import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@app/contracts/auth/types';
import { ApiError } from '../../shared/api/apiError';
import { UserFormDialog } from './UserFormDialog';

const mocks = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: mocks.toastSuccess, error: mocks.toastError } }));
vi.mock('./usersApi', () => ({ usersApi: { create: mocks.create, update: mocks.update } }));

const USER: PublicUser = {
  id: 'u1',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  user_type: 'customer',
  user_id: null,
  user_shortname: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  last_login_at: null,
};

beforeEach(() => {
  for (const m of Object.values(mocks)) m.mockReset();
});
afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name, hidden: true }));

describe('user form dialog', () => {
  it('refuses a weak password before sending', () => {
    render(<UserFormDialog user={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(input('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'password' } });
    submit('Create user');
    expect(screen.getByText('Include at least one letter and one digit')).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('creates a user and puts a taken email (409) next to the email field', async () => {
    mocks.create.mockRejectedValueOnce(new ApiError('Email already registered', 409, 'Email already registered'));
    const onSaved = vi.fn();
    render(<UserFormDialog user={null} onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(input('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'Secret123' } });
    submit('Create user');
    await screen.findByText('Email already registered', { selector: '.field__error' });
    expect(mocks.create).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'Secret123',
      user_type: 'customer',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends only the changed fields of an edit and reports the server text of a 409', async () => {
    mocks.update.mockRejectedValueOnce(
      new ApiError(
        'You cannot deactivate or demote your own account',
        409,
        'You cannot deactivate or demote your own account',
      ),
    );
    render(<UserFormDialog user={USER} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Save changes', hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(input('Last name'), { target: { value: 'Rao-Iyer' } });
    submit('Save changes');
    await waitFor(() =>
      expect(mocks.toastError).toHaveBeenCalledWith(
        'You cannot deactivate or demote your own account',
        expect.anything(),
      ),
    );
    expect(mocks.update).toHaveBeenCalledWith('u1', { last_name: 'Rao-Iyer' });
  });
});
