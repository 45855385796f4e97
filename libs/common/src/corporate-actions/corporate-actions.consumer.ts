import type { NatsConnection } from '@nats-io/transport-node';
import {
  CORPORATE_ACTION_EVENTS,
  CORPORATE_ACTIONS_STREAM,
  corporateActionConsumer,
  type CorporateActionApplied,
} from '@app/contracts';
import type { Logger } from 'pino';
import { DurableEventConsumer } from '../nats/durable-consumer.js';
import { ensureCorporateActionsStream } from './corporate-actions.stream.js';

/**
 * Durable consumer of applied corporate actions for one service: each event is handled by one instance
 * of the service, and actions applied while it was down are handled when it returns. The handler must
 * be idempotent by the action's id (a redelivery after a crash before the ack calls it again).
 */
export class CorporateActionsConsumer extends DurableEventConsumer<CorporateActionApplied> {
  constructor(
    nc: NatsConnection,
    service: string,
    onApplied: (e: CorporateActionApplied) => Promise<void>,
    logger: Logger,
  ) {
    const source = {
      ensureStream: ensureCorporateActionsStream,
      stream: CORPORATE_ACTIONS_STREAM,
      durable: corporateActionConsumer(service),
      subject: CORPORATE_ACTION_EVENTS.applied,
      ackWaitMs: 60_000,
      failure: 'failed to apply a corporate action; will retry',
    };
    super(nc, source, onApplied, logger);
  }
}
