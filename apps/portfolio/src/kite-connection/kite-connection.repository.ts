import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BrokerMode } from '@app/contracts';
import { toConnectionRow, type ConnectionRecord, type ConnectionRow, type NewConnection } from './connection-row.js';
import type { StoredLoginState } from './login-state.js';

const UNIQUE_VIOLATION = '23505';

/** Broker connections and login states; the only code that touches their tables. */
@Injectable()
export class KiteConnectionRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insertLoginState(hash: string, userId: string, sessionId: string, expiresAt: Date): Promise<void> {
    // Spent and stale states are of no further use; dropping them here keeps the table small.
    await this.ds.query("DELETE FROM portfolio.broker_login_states WHERE expires_at < now() - interval '1 day'");
    await this.ds.query(
      'INSERT INTO portfolio.broker_login_states (state_hash, user_id, session_id, expires_at) VALUES ($1, $2, $3, $4)',
      [hash, userId, sessionId, expiresAt],
    );
  }

  async loginState(hash: string): Promise<StoredLoginState | null> {
    const [row] = (await this.ds.query(
      'SELECT user_id, session_id, expires_at, used_at FROM portfolio.broker_login_states WHERE state_hash = $1',
      [hash],
    )) as { user_id: string; session_id: string; expires_at: Date; used_at: Date | null }[];
    return row
      ? { userId: row.user_id, sessionId: row.session_id, expiresAt: row.expires_at, usedAt: row.used_at }
      : null;
  }

  /** Marks the state used; false when another callback used it first. */
  async useLoginState(hash: string): Promise<boolean> {
    const [, count] = (await this.ds.query(
      'UPDATE portfolio.broker_login_states SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL',
      [hash],
    )) as [unknown, number];
    return count === 1;
  }

  async connection(userId: string): Promise<ConnectionRow | null> {
    const [row] = (await this.ds.query('SELECT * FROM portfolio.broker_connections WHERE user_id = $1', [
      userId,
    ])) as ConnectionRecord[];
    return row ? toConnectionRow(row) : null;
  }

  /** Stores a fresh login; false when that Zerodha account is connected to another user. */
  async saveConnection(userId: string, c: NewConnection): Promise<boolean> {
    try {
      // Another user's session of this account that has passed its 06:00 expiry is dead at Kite: it no
      // longer holds the account, so it is marked expired rather than left to refuse this login.
      await this.ds.query(
        `UPDATE portfolio.broker_connections SET state = 'expired', reason = 'The Kite session ended at 06:00 IST', updated_at = now()
          WHERE kite_user_id = $1 AND user_id <> $2 AND state = 'connected' AND expires_at <= now()`,
        [c.kiteUserId, userId],
      );
      await this.ds.query(
        `INSERT INTO portfolio.broker_connections
           (user_id, kite_user_id, user_shortname, sealed_access_token, key_id, login_at, expires_at, state, reason, connected_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'connected', NULL, now(), now())
         ON CONFLICT (user_id) DO UPDATE SET kite_user_id = EXCLUDED.kite_user_id, user_shortname = EXCLUDED.user_shortname,
           sealed_access_token = EXCLUDED.sealed_access_token, key_id = EXCLUDED.key_id, login_at = EXCLUDED.login_at,
           expires_at = EXCLUDED.expires_at, state = 'connected', reason = NULL, connected_at = now(), updated_at = now()`,
        [userId, c.kiteUserId, c.userShortname, c.sealedAccessToken, c.keyId, c.loginAt, c.expiresAt],
      );
      return true;
    } catch (e) {
      if ((e as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return false;
      throw e;
    }
  }

  /** Another user's live connection to this Zerodha account, if any. */
  async connectedElsewhere(kiteUserId: string, userId: string): Promise<boolean> {
    const rows = (await this.ds.query(
      "SELECT 1 FROM portfolio.broker_connections WHERE kite_user_id = $1 AND user_id <> $2 AND state = 'connected' AND expires_at > now()",
      [kiteUserId, userId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Forgets the token and the Kite identity; the mode and the feed-account choice stay. */
  async forget(userId: string, reason: string): Promise<void> {
    await this.ds.query(
      `UPDATE portfolio.broker_connections SET kite_user_id = NULL, user_shortname = NULL, sealed_access_token = NULL,
         key_id = NULL, login_at = NULL, expires_at = NULL, state = 'disconnected', reason = $2, connected_at = NULL,
         updated_at = now() WHERE user_id = $1`,
      [userId, reason],
    );
  }

  /** A connected row becomes expired; the row as it now is, or null when it was not connected. */
  async markExpired(userId: string, reason: string): Promise<ConnectionRow | null> {
    const [rows] = (await this.ds.query(
      `UPDATE portfolio.broker_connections SET state = 'expired', reason = $2, updated_at = now()
        WHERE user_id = $1 AND state = 'connected' RETURNING *`,
      [userId, reason],
    )) as [ConnectionRecord[], number];
    return rows[0] ? toConnectionRow(rows[0]) : null;
  }

  async setMode(userId: string, mode: BrokerMode): Promise<void> {
    await this.ds.query(
      `INSERT INTO portfolio.broker_connections (user_id, mode) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET mode = EXCLUDED.mode, updated_at = now()`,
      [userId, mode],
    );
  }

  /** Every user who has connected a Zerodha account (and not disconnected it). */
  async connections(): Promise<ConnectionRow[]> {
    const rows = (await this.ds.query(
      'SELECT * FROM portfolio.broker_connections WHERE kite_user_id IS NOT NULL ORDER BY kite_user_id',
    )) as ConnectionRecord[];
    return rows.map(toConnectionRow);
  }

  /** Makes this user the feed account (null: nobody); false when the user has no connection. */
  async setFeedAccount(userId: string | null): Promise<boolean> {
    return this.ds
      .transaction(async (tx) => {
        await tx.query(
          'UPDATE portfolio.broker_connections SET is_feed_account = false, updated_at = now() WHERE is_feed_account',
        );
        if (userId === null) return true;
        const [, count] = (await tx.query(
          `UPDATE portfolio.broker_connections SET is_feed_account = true, updated_at = now()
          WHERE user_id = $1 AND kite_user_id IS NOT NULL`,
          [userId],
        )) as [unknown, number];
        if (count !== 1) throw new NoSuchConnection();
        return true;
      })
      .catch((e: unknown) => {
        if (e instanceof NoSuchConnection) return false;
        throw e;
      });
  }

  async feedAccount(): Promise<ConnectionRow | null> {
    const [row] = (await this.ds.query(
      'SELECT * FROM portfolio.broker_connections WHERE is_feed_account',
    )) as ConnectionRecord[];
    return row ? toConnectionRow(row) : null;
  }

  async userIdOfKiteUser(kiteUserId: string): Promise<string | null> {
    const [row] = (await this.ds.query(
      "SELECT user_id FROM portfolio.broker_connections WHERE kite_user_id = $1 AND state = 'connected'",
      [kiteUserId],
    )) as { user_id: string }[];
    return row?.user_id ?? null;
  }

  /** Swaps in a token re-sealed with the current key, unless the row changed meanwhile. */
  async reseal(userId: string, previous: string, sealed: string, keyId: string): Promise<void> {
    await this.ds.query(
      `UPDATE portfolio.broker_connections SET sealed_access_token = $3, key_id = $4
        WHERE user_id = $1 AND sealed_access_token = $2`,
      [userId, previous, sealed, keyId],
    );
  }
}

class NoSuchConnection extends Error {}
