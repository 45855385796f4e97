import { ChevronDown, LogOut, Settings, SlidersHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Menu, MenuItem } from '../../shared/ui';
import { displayNameOf, initialsOf, roleLineOf } from '../../features/auth';
import { useBrokerStatus, zerodhaIdOf } from '../../features/broker-connection';
import { useAuth } from '../../shared/session/useAuth';

/**
 * The user's name and role, Settings, Header indices and Logout. Header indices opens the index picker
 * at every width: the button beside the tiles goes away with the tiles on smaller screens.
 */
export function UserMenu({ onOpenIndexPicker }: { onOpenIndexPicker?: () => void }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  // Only an admin's role line names a Zerodha id.
  const { status } = useBrokerStatus(user?.user_type === 'admin');
  if (!user) return null;
  const name = displayNameOf(user);
  return (
    <Menu
      label="User menu"
      trigger={(props) => (
        <button type="button" className="user-chip" {...props} aria-label={`User menu for ${name}`}>
          <span className="user-chip__avatar" aria-hidden="true">
            {initialsOf(user)}
          </span>
          <span className="user-chip__name">{name}</span>
          <ChevronDown size={14} aria-hidden="true" />
        </button>
      )}
    >
      {(close) => (
        <>
          <div className="user-menu__head">
            <span className="user-menu__name">{name}</span>
            <span className="user-menu__role" data-testid="role-line">
              {roleLineOf(user, zerodhaIdOf(status))}
            </span>
          </div>
          <div className="menu__separator" />
          <MenuItem
            icon={<Settings size={16} />}
            onSelect={() => {
              close();
              navigate('/dashboard/settings');
            }}
          >
            Settings
          </MenuItem>
          <MenuItem
            icon={<SlidersHorizontal size={16} />}
            disabled={!onOpenIndexPicker}
            onSelect={() => {
              close();
              onOpenIndexPicker?.();
            }}
          >
            Header indices
          </MenuItem>
          <MenuItem
            icon={<LogOut size={16} />}
            danger
            onSelect={() => {
              close();
              void logout();
            }}
          >
            Logout
          </MenuItem>
        </>
      )}
    </Menu>
  );
}
