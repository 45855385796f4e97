import { Inject, Injectable } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { CORPORATE_ACTION_EVENTS, type CorporateActionApplied } from '@app/contracts';
import { ensureCorporateActionsStream, NATS_CONNECTION } from '@app/common';

/** Publishes applied actions on the corporate-actions stream and waits for the stream to store each. */
@Injectable()
export class CorporateActionEvents {
  private ready?: Promise<void>;

  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  /** Creates the stream once (idempotent across replicas and consumers). */
  ensureStream(): Promise<void> {
    this.ready ??= ensureCorporateActionsStream(this.nc).catch((e) => {
      this.ready = undefined;
      throw e;
    });
    return this.ready;
  }

  /** The message id makes a re-publish after a crash a duplicate the stream drops. */
  async applied(event: CorporateActionApplied): Promise<void> {
    await this.ensureStream();
    await jetstream(this.nc).publish(CORPORATE_ACTION_EVENTS.applied, JSON.stringify(event), {
      msgID: `corporate-action-applied:${event.action.id}`,
      timeout: 5000,
    });
  }
}
