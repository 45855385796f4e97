import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type ConsumerMessages,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';

/**
 * A service's durable consumer of one subject of a stream, created on first start and reused after:
 * every event is handled by one instance of the service, and events published while it was down are
 * handled when it returns. Two instances starting at once may both try to create it; the loser finds it.
 */
export async function durableConsumer(
  nc: NatsConnection,
  stream: string,
  durable: string,
  subject: string,
  ackWaitMs: number,
): Promise<Consumer> {
  const jsm = await jetstreamManager(nc);
  await jsm.consumers
    .add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subject,
      ack_wait: nanos(ackWaitMs),
    })
    .catch(async (e) => {
      await jsm.consumers.info(stream, durable).catch(() => {
        throw e;
      });
    });
  return jetstream(nc).consumers.get(stream, durable);
}

/** Which events a DurableEventConsumer reads, and what it says when handling one fails. */
export interface DurableEventSource {
  ensureStream: (nc: NatsConnection) => Promise<void>;
  stream: string;
  durable: string;
  subject: string;
  ackWaitMs: number;
  /** Logged with the error before the event is retried. */
  failure: string;
}

/**
 * Hands each event to `handle` and acknowledges it once handled; a failure is logged and the event
 * redelivered after a pause, so the handler must be idempotent.
 */
export class DurableEventConsumer<E> {
  private messages?: ConsumerMessages;
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly source: DurableEventSource,
    private readonly handle: (event: E) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const { ensureStream, stream, durable, subject, ackWaitMs } = this.source;
    await ensureStream(this.nc);
    const consumer = await durableConsumer(this.nc, stream, durable, subject, ackWaitMs);
    this.messages = await consumer.consume({ max_messages: 16 });
    void this.loop(this.messages);
  }

  private async loop(messages: ConsumerMessages) {
    for await (const m of messages) {
      if (this.stopped) break;
      try {
        await this.handle(m.json<E>());
        m.ack();
      } catch (err) {
        this.logger.error({ err }, this.source.failure);
        m.nak(5000);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
  }
}
