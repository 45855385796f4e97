import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { USER_EVENTS_STREAM, UserEventSubjects, userDeletedConsumer, type UserDeletedEvent } from '@app/contracts';
import type { Logger } from 'pino';
import { ensureUserEventsStream } from './user-events.stream.js';

/**
 * Durable consumer of user-deleted events: each service instance group handles every event once, and
 * events published while the service was down are handled when it returns.
 */
export class UserDeletedConsumer {
  private messages?: ConsumerMessages;
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly service: string,
    private readonly onDeleted: (e: UserDeletedEvent) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await ensureUserEventsStream(this.nc);
    const durable = userDeletedConsumer(this.service);
    const jsm = await jetstreamManager(this.nc);
    await jsm.consumers
      .add(USER_EVENTS_STREAM, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: UserEventSubjects.deleted,
        ack_wait: nanos(30_000),
      })
      .catch(async (e) => {
        await jsm.consumers.info(USER_EVENTS_STREAM, durable).catch(() => {
          throw e;
        });
      });
    const consumer = await jetstream(this.nc).consumers.get(USER_EVENTS_STREAM, durable);
    this.messages = await consumer.consume({ max_messages: 16 });
    void this.loop(this.messages);
  }

  private async loop(messages: ConsumerMessages) {
    for await (const m of messages) {
      if (this.stopped) break;
      try {
        const event = m.json<UserDeletedEvent>();
        await this.onDeleted(event);
        m.ack();
        this.logger.info({ userId: event.userId }, 'removed data of deleted user');
      } catch (err) {
        this.logger.error({ err }, 'failed to remove data of deleted user; will retry');
        m.nak(5000);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
  }
}
