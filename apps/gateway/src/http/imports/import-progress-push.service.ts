import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { LEDGER_EVENTS, SERVER_EVENTS, type ImportProgressEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common/base';
import { userRoom } from '../../live/live-rooms.js';
import { LiveServer } from '../../live/live-server.js';
import { OwnerPush } from '../../live/owner-push.js';

/**
 * Pushes import progress to the importing user's sockets only, as `import_progress`. Every replica hears
 * every event (no queue group) and delivers to the sockets it holds, as order updates do.
 */
@Injectable()
export class ImportProgressPushService extends OwnerPush<ImportProgressEvent> {
  constructor(
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(nc, logger, LEDGER_EVENTS.importProgressed, 'import progress');
  }

  protected deliver(userId: string, { userId: _owner, ...progress }: ImportProgressEvent): void {
    if (typeof progress.import_id === 'string')
      this.live.io?.to(userRoom(userId)).emit(SERVER_EVENTS.importProgress, progress);
  }
}
