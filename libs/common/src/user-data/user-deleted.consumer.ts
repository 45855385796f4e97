import type { NatsConnection } from '@nats-io/transport-node';
import { USER_EVENTS_STREAM, UserEventSubjects, userDeletedConsumer, type UserDeletedEvent } from '@app/contracts';
import type { Logger } from 'pino';
import { DurableEventConsumer } from '../nats/durable-consumer.js';
import { ensureUserEventsStream } from './user-events.stream.js';

/**
 * Durable consumer of user-deleted events: each service instance group handles every event once, and
 * events published while the service was down are handled when it returns.
 */
export class UserDeletedConsumer extends DurableEventConsumer<UserDeletedEvent> {
  constructor(nc: NatsConnection, service: string, onDeleted: (e: UserDeletedEvent) => Promise<void>, logger: Logger) {
    const source = {
      ensureStream: ensureUserEventsStream,
      stream: USER_EVENTS_STREAM,
      durable: userDeletedConsumer(service),
      subject: UserEventSubjects.deleted,
      ackWaitMs: 30_000,
      failure: 'failed to remove data of deleted user; will retry',
    };
    const handle = async (event: UserDeletedEvent) => {
      await onDeleted(event);
      logger.info({ userId: event.userId }, 'removed data of deleted user');
    };
    super(nc, source, handle, logger);
  }
}
