// User Management: the users table's columns, filters and dialogs.
import './adminUsers.css';

export { DeleteUserDialog } from './DeleteUserDialog';
export { UserFormDialog } from './UserFormDialog';
export { USER_SORT_VALUES, userColumns } from './userColumns';
export { countUsers, filterUsers, replaceUser } from './userList';
export { feedAccountApi, usersApi } from './usersApi';
export { connectionsByUser, FEED_CONNECTIONS_PATH } from './feedAccount';
