import type { UserOwnedTable } from '@app/common';

/** The portfolio service's user-owned tables, in the order a user's rows are deleted. */
export const PORTFOLIO_USER_TABLES: UserOwnedTable[] = [
  { table: 'import_mappings', userColumn: 'user_id' },
  { table: 'imports', userColumn: 'user_id' },
  { table: 'ledger_dividends', userColumn: 'user_id' },
  { table: 'ledger_opening_lots', userColumn: 'user_id' },
  { table: 'ledger_trades', userColumn: 'user_id' },
  { table: 'broker_login_states', userColumn: 'user_id' },
  { table: 'broker_connections', userColumn: 'user_id' },
  { table: 'kite_snapshots', userColumn: 'user_id' },
  { table: 'orders', userColumn: 'user_id' },
  { table: 'holdings', userColumn: 'user_id' },
  { table: 'funds', userColumn: 'user_id' },
  { table: 'rollover_history', userColumn: 'user_id' },
  { table: 'rebuy_entries', userColumn: 'user_id' },
  { table: 'sold_positions', userColumn: 'user_id' },
  { table: 'positions', userColumn: 'user_id' },
];
