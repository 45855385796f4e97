/** A user's working Kite session: what the broker-data side needs to call Kite on their behalf. */
export interface KiteUserSession {
  userId: string;
  kiteUserId: string;
  apiKey: string;
  accessToken: string;
  expiresAt: Date;
}

/**
 * The boundary between the connection (login, tokens, expiry) and the code that reads and trades through
 * Kite. The connection module provides it; the broker-data module depends only on this.
 */
export abstract class KiteSessions {
  /**
   * The session to use for this user's holdings, funds, orders and positions: only when connected,
   * unexpired and in live mode. null means the paper broker answers.
   */
  abstract liveSession(userId: string): Promise<KiteUserSession | null>;

  /** Kite answered TokenException: the connection is expired until the user logs in at Kite again. */
  abstract markExpired(userId: string, reason: string): Promise<void>;

  /** The user whose Kite user id this is, for an order message that names only Kite's id. */
  abstract userIdOfKiteUser(kiteUserId: string): Promise<string | null>;
}
