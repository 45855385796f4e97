import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { CorporateActionApplied } from '@app/contracts';
import { CorporateActionsConsumer, LOGGER, NATS_CONNECTION } from '@app/common';
import { LedgerActionsRepository } from './ledger-actions.repository.js';
import { LedgerClock } from './ledger-clock.js';
import { LedgerTradesRepository } from './ledger-trades.repository.js';
import { LedgerService } from './ledger.service.js';

/**
 * Applied corporate actions into the ledger, once per action (the action's id is its key). A split or
 * bonus is kept as an adjustment the lots are derived with when read, never by rewriting trades, so an
 * undone import or a history imported later is adjusted the same way. A dividend whose ex-date has come
 * is booked for each user who held the ISIN before it; a later one is upcoming until then, and booked
 * when the user next reads their dividends.
 */
@Injectable()
export class CorporateActionLedgerConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: CorporateActionsConsumer;

  constructor(
    private readonly actions: LedgerActionsRepository,
    private readonly trades: LedgerTradesRepository,
    private readonly ledger: LedgerService,
    private readonly clock: LedgerClock,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = new CorporateActionsConsumer(this.nc, 'portfolio', (e) => this.applied(e), this.logger);
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }

  async applied({ action }: CorporateActionApplied): Promise<void> {
    const fresh = await this.actions.save(action);
    const today = this.clock.today();
    let booked = 0;
    if (action.kind === 'dividend' && action.per_share && action.ex_date <= today) {
      const [dividend] = await this.actions
        .dividendActions([action.isin])
        .then((all) => all.filter((a) => a.id === action.id));
      for (const userId of dividend ? await this.trades.holdersOf(action.isin) : []) {
        await this.ledger.book(userId, dividend, await this.ledger.input(userId, today));
        booked += 1;
      }
    }
    this.logger.info(
      { action: action.id, isin: action.isin, kind: action.kind, fresh, users: booked },
      'corporate action in the ledger',
    );
  }
}
