import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { DEMO_USERS } from '@app/contracts';
import { LOGGER } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';

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
    @InjectDataSource() private readonly ds: DataSource,
    private readonly config: AlertsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Before the evaluator loads the targets at application bootstrap.
  async onModuleInit(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    const investor = DEMO_USERS.investor.id;
    const [{ any }] = (await this.ds.query('SELECT EXISTS (SELECT 1 FROM alerts.watchlist_entries WHERE user_id = $1) AS any', [investor])) as { any: boolean }[];
    if (any) return;
    for (const t of DEMO_TARGETS) {
      await this.ds.query(
        `INSERT INTO alerts.watchlist_entries (user_id, instrument_token, tradingsymbol, name, exchange, target_price) VALUES ($1, $2, $3, $4, 'NSE', $5) ON CONFLICT DO NOTHING`,
        [investor, t.token, t.symbol, t.name, t.target],
      );
    }
    this.logger.info('demo watchlist seeded');
  }
}
