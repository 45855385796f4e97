import type { PublicUser } from '@app/contracts/auth/types';
import { Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import { Badge, IconButton, type Column } from '../../shared/ui';
import { displayNameOf, initialsOf } from '../auth';
import { formatDateTime } from '../../shared/format/dates';
import { relativeTime } from '../../shared/format/relativeTime';
import { FeedAccountCell } from './FeedAccountCell';
import type { ConnectionsByUser } from './feedAccount';

export interface UserActions {
  meEmail: string | undefined;
  /** Zerodha connections by user id, for the Feed account column. */
  connections: ConnectionsByUser;
  onUseFeed: (u: PublicUser) => void;
  onClearFeed: (u: PublicUser) => void;
  onEdit: (u: PublicUser) => void;
  onToggleActive: (u: PublicUser) => void;
  onDelete: (u: PublicUser) => void;
}

/** Sort values per sortable column. */
export const USER_SORT_VALUES: Record<string, (u: PublicUser) => string | number | null> = {
  user: (u) => displayNameOf(u),
  role: (u) => u.user_type,
  status: (u) => (u.is_active ? 1 : 0),
  created: (u) => Date.parse(u.created_at),
  lastLogin: (u) => (u.last_login_at ? Date.parse(u.last_login_at) : null),
};

export function userColumns({
  meEmail,
  connections,
  onUseFeed,
  onClearFeed,
  onEdit,
  onToggleActive,
  onDelete,
}: UserActions): Column<PublicUser>[] {
  return [
    {
      id: 'user',
      header: 'User',
      sortable: true,
      cell: (u) => (
        <span className="user-cell">
          <span className="user-cell__avatar" aria-hidden="true">
            {initialsOf(u)}
          </span>
          <span>
            <span className="cell-main">
              {displayNameOf(u)}
              {u.email === meEmail && <Badge className="user-cell__you">You</Badge>}
            </span>
            <span className="cell-sub">{u.email}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      sortable: true,
      cell: (u) => (
        <Badge tone={u.user_type === 'admin' ? 'primary' : 'neutral'}>
          {u.user_type === 'admin' ? 'Admin' : 'Customer'}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (u) => (
        <Badge tone={u.is_active ? 'success' : 'danger'} dot>
          {u.is_active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    { id: 'broker', header: 'Broker ID', cell: (u) => <span className="num">{u.user_id ?? '—'}</span> },
    {
      id: 'feed',
      header: 'Feed account',
      cell: (u) => <FeedAccountCell user={u} connections={connections} onUse={onUseFeed} onClear={onClearFeed} />,
    },
    {
      id: 'created',
      header: 'Created',
      sortable: true,
      cell: (u) => <span title={formatDateTime(u.created_at)}>{relativeTime(u.created_at)}</span>,
    },
    {
      id: 'lastLogin',
      header: 'Last sign-in',
      sortable: true,
      cell: (u) =>
        u.last_login_at ? (
          <span title={formatDateTime(u.last_login_at)}>{relativeTime(u.last_login_at)}</span>
        ) : (
          <span className="muted">Never</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'right',
      cell: (u) => {
        const name = displayNameOf(u);
        return (
          <span className="admin-actions">
            <IconButton size="sm" label={`Edit ${name}`} onClick={() => onEdit(u)}>
              <Pencil size={14} />
            </IconButton>
            <IconButton
              size="sm"
              label={`${u.is_active ? 'Deactivate' : 'Reactivate'} ${name}`}
              onClick={() => onToggleActive(u)}
            >
              {u.is_active ? <UserX size={14} /> : <UserCheck size={14} />}
            </IconButton>
            <IconButton size="sm" label={`Delete ${name}`} onClick={() => onDelete(u)} className="icon-btn--danger">
              <Trash2 size={14} />
            </IconButton>
          </span>
        );
      },
    },
  ];
}
