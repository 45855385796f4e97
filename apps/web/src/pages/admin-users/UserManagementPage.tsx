import type { PublicUser } from '@app/contracts/auth/types';
import { Search, ShieldCheck, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  StatCard,
} from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { displayNameOf } from '../../features/auth';
import { useAuth } from '../../shared/session/useAuth';
import { nextSort, sortRows, type SortState } from '../../shared/table/sort';
import { DeleteUserDialog } from '../../features/admin-users';
import { userColumns, USER_SORT_VALUES } from '../../features/admin-users';
import { UserFormDialog } from '../../features/admin-users';
import { countUsers, filterUsers, replaceUser } from '../../features/admin-users';
import { feedAccountApi, usersApi } from '../../features/admin-users';
import { connectionsByUser, FEED_CONNECTIONS_PATH } from '../../features/admin-users';
import type { BrokerConnectionSummary } from '@app/contracts/broker/types';
import { toastFailure } from '../../shared/api/errorToast';
import { AdminNav } from '../../features/admin-nav';

type Editing = { user: PublicUser | null } | null;

/**
 * Admin only: every account, searchable and sortable; create, edit, deactivate, reactivate and delete;
 * and which admin's Zerodha session feeds the market.
 */
export function UserManagementPage() {
  const { user: me } = useAuth();
  const { data, error, isLoading, mutate } = useApiData<{ users: PublicUser[] }>(usersApi.listPath);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [deactivating, setDeactivating] = useState<PublicUser | null>(null);
  const [feeding, setFeeding] = useState<{ user: PublicUser; use: boolean } | null>(null);
  const connectionsQuery = useApiData<{ connections: BrokerConnectionSummary[] }>(FEED_CONNECTIONS_PATH);
  const connections = useMemo(() => connectionsByUser(connectionsQuery.data?.connections), [connectionsQuery.data]);

  const users = useMemo(() => data?.users ?? [], [data]);
  const counts = countUsers(users);
  const rows = useMemo(() => {
    const found = filterUsers(users, query);
    return sort ? sortRows(found, USER_SORT_VALUES[sort.column] ?? (() => null), sort.direction) : found;
  }, [users, query, sort]);

  const applyUser = (u: PublicUser) =>
    void mutate((current) => ({ users: replaceUser(current?.users ?? [], u) }), { revalidate: false });
  const dropUser = (id: string) =>
    void mutate((current) => ({ users: (current?.users ?? []).filter((u) => u.id !== id) }), { revalidate: false });

  const setActive = async (u: PublicUser, is_active: boolean) => {
    try {
      const answer = await usersApi.update(u.id, { is_active });
      applyUser(answer.data.user);
      toast.success(`${displayNameOf(u)} ${is_active ? 'reactivated' : 'deactivated'}`);
    } catch (e) {
      // 409 for one's own account: the server says why.
      toastFailure(e, 'Failed to update user');
      throw e;
    }
  };

  const setFeed = async (u: PublicUser, use: boolean) => {
    try {
      const next = await feedAccountApi.set(use ? u.id : null);
      void connectionsQuery.mutate({ connections: next }, { revalidate: false });
      const id = connections.get(u.id)?.kite_user_id;
      toast.success(use ? `${id} now feeds the market's live prices` : 'No Zerodha session feeds the market now');
    } catch (e) {
      toastFailure(e, 'Failed to change the feed account');
      throw e;
    }
  };

  const columns = userColumns({
    meEmail: me?.email,
    connections,
    onUseFeed: (u) => setFeeding({ user: u, use: true }),
    onClearFeed: (u) => setFeeding({ user: u, use: false }),
    onEdit: (u) => setEditing({ user: u }),
    onToggleActive: (u) => (u.is_active ? setDeactivating(u) : void setActive(u, true).catch(() => undefined)),
    onDelete: setDeleting,
  });

  return (
    <div className="page admin-page">
      <PageHeader
        title="User Management"
        subtitle="Accounts that can sign in to the dashboard."
        actions={
          <Button variant="primary" icon={<UserPlus size={16} />} onClick={() => setEditing({ user: null })}>
            Add user
          </Button>
        }
      />
      <AdminNav />
      {isLoading ? (
        <LoadingState text="Loading users..." />
      ) : error ? (
        <ErrorState title="Failed to load users" message={errorText(error)} onRetry={() => void mutate()} />
      ) : (
        <>
          <div className="stats admin-stats">
            <StatCard label="Users" value={counts.total} icon={<Users size={14} />} />
            <StatCard label="Active" value={counts.active} tone="positive" icon={<UserCheck size={14} />} />
            <StatCard
              label="Inactive"
              value={counts.inactive}
              tone={counts.inactive > 0 ? 'negative' : 'neutral'}
              icon={<UserX size={14} />}
            />
            <StatCard label="Admins" value={counts.admins} icon={<ShieldCheck size={14} />} />
          </div>
          <Card
            title="All users"
            subtitle={
              query.trim()
                ? `${rows.length} of ${users.length} match`
                : `${users.length} accounts${sort ? '' : ', oldest first'}`
            }
            padded
            actions={
              <div className="input-wrap admin-search">
                <Search size={15} className="admin-search__icon" aria-hidden="true" />
                <input
                  className="input"
                  type="search"
                  placeholder="Search name, email, role..."
                  aria-label="Search users"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
            }
          >
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(u) => u.id}
              sort={sort}
              onSort={(column) => setSort((s) => nextSort(s, column))}
              caption="Users"
              rowClassName={(u) => (u.is_active ? undefined : 'row--inactive')}
              empty={
                <EmptyState
                  title={query.trim() ? 'No users match your search' : 'No users yet'}
                  hint={query.trim() ? 'Try a name, an email or a role.' : undefined}
                />
              }
            />
          </Card>
        </>
      )}
      {editing && <UserFormDialog user={editing.user} onClose={() => setEditing(null)} onSaved={applyUser} />}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={dropUser} />}
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate user"
        message={
          deactivating && (
            <>
              Deactivate <strong>{displayNameOf(deactivating)}</strong> ({deactivating.email})? They are signed out at
              once and cannot sign in until reactivated.
            </>
          )
        }
        confirmLabel="Deactivate"
        onConfirm={() => (deactivating ? setActive(deactivating, false) : undefined)}
        onClose={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={feeding !== null}
        title={feeding?.use ? 'Use for the market feed' : 'Stop using for the market feed'}
        tone="primary"
        message={
          feeding &&
          (feeding.use ? (
            <>
              Take the market&apos;s live prices from the Zerodha session of{' '}
              <strong>{displayNameOf(feeding.user)}</strong> ({connections.get(feeding.user.id)?.kite_user_id})? The
              feed switches over without a restart; when the session expires at 06:00 IST the feed falls back until they
              log in at Zerodha again.
            </>
          ) : (
            <>
              Stop taking live prices from <strong>{displayNameOf(feeding.user)}</strong>&apos;s Zerodha session? The
              market falls back to its configured feed.
            </>
          ))
        }
        confirmLabel={feeding?.use ? 'Use for feed' : 'Stop using'}
        onConfirm={() => (feeding ? setFeed(feeding.user, feeding.use) : undefined)}
        onClose={() => setFeeding(null)}
      />
    </div>
  );
}
