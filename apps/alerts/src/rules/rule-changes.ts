import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { ALERTS_EVENTS, type WatchlistChangedEvent } from '@app/contracts';
import { NATS_CONNECTION } from '@app/common';

/** Tells every replica's rule engine to re-read a rule that was created, replaced or deleted. */
@Injectable()
export class RuleChanges {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  changed(id: string): void {
    const event: WatchlistChangedEvent = { ids: [id], origin: 'rules' };
    this.nc.publish(ALERTS_EVENTS.ruleChanged, JSON.stringify(event));
  }
}
