import type { BrokerMode } from '@app/contracts';

/** One row of portfolio.broker_connections, as the repository reads it. */
export interface ConnectionRow {
  userId: string;
  kiteUserId: string | null;
  userShortname: string | null;
  /** Ciphertext only (SecretCipher); never logged, never answered. */
  sealedAccessToken: string | null;
  keyId: string | null;
  loginAt: Date | null;
  expiresAt: Date | null;
  state: 'connected' | 'expired' | 'disconnected';
  reason: string | null;
  mode: BrokerMode;
  isFeedAccount: boolean;
  connectedAt: Date | null;
}

/** The columns as Postgres hands them back. */
export interface ConnectionRecord {
  user_id: string;
  kite_user_id: string | null;
  user_shortname: string | null;
  sealed_access_token: string | null;
  key_id: string | null;
  login_at: Date | null;
  expires_at: Date | null;
  state: ConnectionRow['state'];
  reason: string | null;
  mode: BrokerMode;
  is_feed_account: boolean;
  connected_at: Date | null;
}

export const toConnectionRow = (r: ConnectionRecord): ConnectionRow => ({
  userId: r.user_id,
  kiteUserId: r.kite_user_id,
  userShortname: r.user_shortname,
  sealedAccessToken: r.sealed_access_token,
  keyId: r.key_id,
  loginAt: r.login_at,
  expiresAt: r.expires_at,
  state: r.state,
  reason: r.reason,
  mode: r.mode,
  isFeedAccount: r.is_feed_account,
  connectedAt: r.connected_at,
});

/** What a successful login at Kite leaves to store. */
export interface NewConnection {
  kiteUserId: string;
  userShortname: string | null;
  sealedAccessToken: string;
  keyId: string;
  loginAt: Date;
  expiresAt: Date;
}
