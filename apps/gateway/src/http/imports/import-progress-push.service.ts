import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { LEDGER_EVENTS, SERVER_EVENTS, type ImportProgressEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { userRoom } from '../../live/live-rooms.js';
import { LiveServer } from '../../live/live-server.js';

/**
 * Pushes import progress to the importing user's sockets only, as `import_progress`. Every replica hears
 * every event (no queue group) and delivers to the sockets it holds, as order updates do.
 */
@Injectable()
export class ImportProgressPushService implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;

  constructor(
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.sub = this.nc.subscribe(LEDGER_EVENTS.importProgressed, {
      callback: (_e, msg) => {
        try {
          const { userId, ...progress } = msg.json<ImportProgressEvent>();
          if (typeof userId !== 'string' || typeof progress.import_id !== 'string') return;
          this.live.io?.to(userRoom(userId)).emit(SERVER_EVENTS.importProgress, progress);
        } catch (e) {
          this.logger.warn({ err: (e as Error).message }, 'import progress not pushed');
        }
      },
    });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }
}
