import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { UserEventSubjects, type UserDeletedEvent } from '@app/contracts';
import { ensureUserEventsStream } from './user-events.stream.js';

/** Publishes user lifecycle events and waits for the stream to store them. */
export class UserEventsPublisher {
  private ready?: Promise<void>;

  constructor(private readonly nc: NatsConnection) {}

  async userDeleted(event: UserDeletedEvent): Promise<void> {
    this.ready ??= ensureUserEventsStream(this.nc).catch((e) => {
      this.ready = undefined;
      throw e;
    });
    await this.ready;
    await jetstream(this.nc).publish(UserEventSubjects.deleted, JSON.stringify(event), {
      msgID: `user-deleted:${event.userId}`,
      timeout: 5000,
    });
  }
}
