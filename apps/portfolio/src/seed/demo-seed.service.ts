import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { realizedPnl, saleCommission } from '@app/formatting';
import { DEMO_USERS, SETTINGS_DEFAULTS } from '@app/contracts';
import { LOGGER } from '@app/common';
import { STARTING_CASH } from '../broker/paper-broker.constants.js';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { DEMO_POSITIONS, DEMO_SALES } from './demo-portfolio.js';

/** With SEED_DEMO=true, gives the demo investor positions, sales and re-buy entries once, and both demo accounts paper funds. */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly config: PortfolioConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    const investor = DEMO_USERS.investor.id;
    await this.ds.transaction(async (m) => {
      for (const u of Object.values(DEMO_USERS)) {
        await m.query('INSERT INTO portfolio.funds (user_id, cash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [u.id, STARTING_CASH]);
      }
      // Seed once: a second start, or a user who emptied the portfolio, is left alone.
      const [{ seeded }] = (await m.query('SELECT EXISTS (SELECT 1 FROM portfolio.sold_positions WHERE user_id = $1) AS seeded', [investor])) as { seeded: boolean }[];
      if (seeded) return;
      for (const p of DEMO_POSITIONS) {
        await m.query(
          `INSERT INTO portfolio.positions (user_id, trading_symbol, instrument_token, exchange, name, buy_price, quantity, position_type) VALUES ($1, $2, $3, 'NSE', $4, $5, $6, $7)`,
          [investor, p.symbol, p.token, p.name, p.buy, p.qty, p.type],
        );
      }
      const pct = SETTINGS_DEFAULTS.portfolio_variables.stock_commission_pct;
      for (const s of DEMO_SALES) {
        const soldAt = new Date(Date.now() - s.daysAgo * 86_400_000);
        const commission = saleCommission(s.buy, s.sell, s.qty, pct);
        await m.query(
          `INSERT INTO portfolio.sold_positions (user_id, trading_symbol, instrument_token, exchange, name, instrument_type, position_type, buy_price, sell_price, quantity, commission, realized_profit_loss, sold_at)
           VALUES ($1, $2, $3, 'NSE', $4, 'EQ', 'BUY', $5, $6, $7, $8, $9, $10)`,
          [investor, s.symbol, s.token, s.name, s.buy, s.sell, s.qty, commission, realizedPnl('BUY', s.buy, s.sell, s.qty, commission), soldAt],
        );
        await m.query(
          `INSERT INTO portfolio.rebuy_entries (user_id, instrument_token, trading_symbol, name, exchange, buy_price, sell_price, quantity, sell_date) VALUES ($1, $2, $3, $4, 'NSE', $5, $6, $7, $8)`,
          [investor, s.token, s.symbol, s.name, s.buy, s.sell, s.qty, soldAt],
        );
      }
      this.logger.info('demo portfolio seeded');
    });
  }
}
