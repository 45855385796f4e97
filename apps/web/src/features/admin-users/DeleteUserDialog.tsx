import type { PublicUser } from '@app/contracts/auth/types';
import { AlertTriangle } from 'lucide-react';
import toast from 'react-hot-toast';
import { ConfirmDialog, ErrorState, LoadingState } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { displayNameOf } from '../auth';
import { formatQuantity } from '../../shared/format/numbers';
import { usersApi, type DataSummary } from './usersApi';
import { humanise } from './userList';
import { toastFailure } from '../../shared/api/errorToast';

export interface DeleteUserDialogProps {
  user: PublicUser;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

function SummaryList({ summary }: { summary: DataSummary }) {
  const services = Object.entries(summary.services).filter(([, counts]) => counts);
  return (
    <div className="data-summary">
      <ul className="data-summary__list">
        {services.map(([service, counts]) => {
          const parts = Object.entries(counts ?? {}).filter(([, n]) => n > 0);
          return (
            <li key={service} className="data-summary__row">
              <span className="data-summary__service">{service}</span>
              <span className="data-summary__counts">
                {parts.length === 0
                  ? 'nothing stored'
                  : parts.map(([k, n]) => `${formatQuantity(n)} ${humanise(k)}`).join(', ')}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="data-summary__total">
        <strong className="num">{formatQuantity(summary.total)}</strong> rows in total
      </p>
      {summary.unavailable.length > 0 && (
        <p className="admin-note">
          Not counted, as they did not answer: {summary.unavailable.join(', ')}. Their rows are removed when they are
          back.
        </p>
      )}
    </div>
  );
}

/** Asks before deleting a user, naming them and showing what of theirs will be removed. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { data, error, isLoading, mutate } = useApiData<DataSummary>(usersApi.summaryPath(user.id));
  const name = displayNameOf(user);

  const remove = async () => {
    try {
      await usersApi.remove(user.id);
      toast.success(`${name} deleted`);
      onDeleted(user.id);
    } catch (e) {
      toastFailure(e, 'Failed to delete user');
      throw e;
    }
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Delete ${name}?`}
      confirmLabel="Delete user"
      onConfirm={remove}
      confirmDisabled={isLoading}
      focusConfirm={false}
      message={
        <>
          <p className="delete-lead">
            <AlertTriangle size={16} aria-hidden="true" />
            <span>
              This removes <strong>{name}</strong> ({user.email}) and all of their data in every service. It cannot be
              undone.
            </span>
          </p>
          {isLoading ? (
            <LoadingState text="Counting their data..." />
          ) : error ? (
            <ErrorState
              title="Failed to load the data summary"
              message={errorText(error)}
              onRetry={() => void mutate()}
            />
          ) : (
            data && <SummaryList summary={data} />
          )}
        </>
      }
    />
  );
}
