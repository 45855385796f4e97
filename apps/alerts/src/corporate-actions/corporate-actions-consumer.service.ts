import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { CorporateActionApplied } from '@app/contracts';
import { CorporateActionsConsumer, LOGGER, NATS_CONNECTION } from '@app/common';
import { AlertsEngine } from '../evaluator/alerts-engine.js';
import { toTarget } from '../watchlist/entry-row.js';
import { TargetRescaleRepository } from './target-rescale.repository.js';

/**
 * Applies splits and bonuses to the watchlist: targets set before the ex-date are divided by the
 * factor, exactly once per action, and the evaluator (here and on the other replicas) watches the new
 * prices at once. Dividends change no price the watchlist holds.
 */
@Injectable()
export class CorporateActionsConsumerService implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: CorporateActionsConsumer;

  constructor(
    private readonly targets: TargetRescaleRepository,
    private readonly engine: AlertsEngine,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = new CorporateActionsConsumer(this.nc, 'alerts', (e) => this.applied(e), this.logger);
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }

  async applied({ action, instrument_tokens }: CorporateActionApplied): Promise<void> {
    if (action.kind === 'dividend' || !action.ratio_numerator || !action.ratio_denominator) return;
    const result = await this.targets.applyOnce(action, instrument_tokens);
    if (!result) return;
    for (const row of result.changed) this.engine.watch(toTarget(row));
    for (const id of result.removed) this.engine.unwatch(id);
    this.logger.info(
      { action: action.id, isin: action.isin, rescaled: result.changed.length, merged: result.removed.length },
      'watchlist targets rescaled for a corporate action',
    );
  }
}
