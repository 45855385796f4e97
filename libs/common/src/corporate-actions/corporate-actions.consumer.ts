import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  CORPORATE_ACTION_EVENTS,
  CORPORATE_ACTIONS_STREAM,
  corporateActionConsumer,
  type CorporateActionApplied,
} from '@app/contracts';
import type { Logger } from 'pino';
import { ensureCorporateActionsStream } from './corporate-actions.stream.js';

/**
 * Durable consumer of applied corporate actions for one service: each event is handled by one instance
 * of the service, and actions applied while it was down are handled when it returns. The handler must
 * be idempotent by the action's id (a redelivery after a crash before the ack calls it again).
 */
export class CorporateActionsConsumer {
  private messages?: ConsumerMessages;
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly service: string,
    private readonly onApplied: (e: CorporateActionApplied) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await ensureCorporateActionsStream(this.nc);
    const durable = corporateActionConsumer(this.service);
    const jsm = await jetstreamManager(this.nc);
    await jsm.consumers
      .add(CORPORATE_ACTIONS_STREAM, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: CORPORATE_ACTION_EVENTS.applied,
        ack_wait: nanos(60_000),
      })
      .catch(async (e) => {
        await jsm.consumers.info(CORPORATE_ACTIONS_STREAM, durable).catch(() => {
          throw e;
        });
      });
    const consumer = await jetstream(this.nc).consumers.get(CORPORATE_ACTIONS_STREAM, durable);
    this.messages = await consumer.consume({ max_messages: 16 });
    void this.loop(this.messages);
  }

  private async loop(messages: ConsumerMessages) {
    for await (const m of messages) {
      if (this.stopped) break;
      try {
        const event = m.json<CorporateActionApplied>();
        await this.onApplied(event);
        m.ack();
      } catch (err) {
        this.logger.error({ err }, 'failed to apply a corporate action; will retry');
        m.nak(5000);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
  }
}
