import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { DEMO_USERS } from '@app/contracts';
import { LOGGER } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import { EntriesRepository } from '../watchlist/entries.repository.js';

/** Targets a little below the demo prices, so the investor's watchlist has something to watch. */
const DEMO_TARGETS = [
  { token: 738561, symbol: 'RELIANCE', name: 'RELIANCE INDUSTRIES', target: 1480 },
  { token: 408065, symbol: 'INFY', name: 'INFOSYS', target: 1520 },
  { token: 2953217, symbol: 'TCS', name: 'TATA CONSULTANCY SERV LT', target: 3080 },
];

/** With SEED_DEMO=true, gives the demo investor a watchlist once. */
@Injectable()
export class DemoSeedService implements OnModuleInit {
  constructor(
    private readonly entries: EntriesRepository,
    private readonly config: AlertsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Before the evaluator loads the targets at application bootstrap.
  async onModuleInit(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    const investor = DEMO_USERS.investor.id;
    if (await this.entries.hasAny(investor)) return;
    for (const t of DEMO_TARGETS) {
      await this.entries.insertIfAbsent(investor, {
        token: t.token,
        tradingsymbol: t.symbol,
        name: t.name,
        exchange: 'NSE',
        target: t.target,
        state: 'armed',
      });
    }
    this.logger.info('demo watchlist seeded');
  }
}
