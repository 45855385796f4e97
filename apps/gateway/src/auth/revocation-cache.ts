import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { AUTH_EVENTS, AUTH_SUBJECTS, type RevokedSession, type SessionsRevokedEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION, RpcClient } from '@app/common/base';

const RETRY_MS = 2000;
const PRUNE_MS = 60_000;

/**
 * Sessions revoked while some of their access tokens are still unexpired. The auth service
 * broadcasts each revocation to every gateway, so a logged-out token is refused at once without
 * a round trip per request; at start the gateway loads the recent ones.
 */
@Injectable()
export class RevocationCache implements OnModuleInit, OnModuleDestroy {
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(sessionIds: string[]) => void>();
  private sub?: Subscription;
  private timers: NodeJS.Timeout[] = [];
  private loaded = false;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.sub = this.nc.subscribe(AUTH_EVENTS.sessionsRevoked, {
      callback: (err, msg) => {
        if (err) return;
        try {
          this.add(msg.json<{ data: SessionsRevokedEvent }>().data.sessions);
        } catch {
          this.logger.warn('malformed revocation event ignored');
        }
      },
    });
    void this.loadRecent();
    const prune = setInterval(() => this.prune(), PRUNE_MS);
    prune.unref();
    this.timers.push(prune);
  }

  onModuleDestroy() {
    this.sub?.unsubscribe();
    this.timers.forEach(clearTimeout);
  }

  get ready(): boolean {
    return this.loaded;
  }

  isRevoked(sessionId: string): boolean {
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  onRevoked(listener: (sessionIds: string[]) => void): void {
    this.listeners.add(listener);
  }

  private add(sessions: RevokedSession[]) {
    const ids: string[] = [];
    for (const s of sessions) {
      if (typeof s?.sessionId !== 'string') continue;
      this.revoked.set(s.sessionId, Date.parse(s.until));
      ids.push(s.sessionId);
    }
    if (ids.length) this.listeners.forEach((l) => l(ids));
  }

  private async loadRecent() {
    try {
      this.add((await this.rpc.request(AUTH_SUBJECTS.revocations, {})).sessions);
      this.loaded = true;
    } catch {
      const t = setTimeout(() => void this.loadRecent(), RETRY_MS);
      t.unref();
      this.timers.push(t);
    }
  }

  private prune() {
    const now = Date.now();
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
  }
}
