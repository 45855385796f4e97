import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { DEMO_USERS, SETTINGS_DEFAULTS } from '@app/contracts';
import { LOGGER, UnitOfWork } from '@app/common';
import { PaperAccountRepository } from '../broker/paper-account.repository.js';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { PositionsRepository } from '../positions/positions.repository.js';
import { RebuyEntryRepository } from '../rebuy/rebuy-entry.repository.js';
import { saleFigures } from '../sales/sale-rules.js';
import { SoldPositionRepository } from '../sold/sold-position.repository.js';
import { DEMO_POSITIONS, DEMO_SALES } from './demo-portfolio.js';

const DAY_MS = 86_400_000;

/** With SEED_DEMO=true, gives the demo investor positions, sales and re-buy entries once, and both demo accounts paper funds. */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  constructor(
    private readonly account: PaperAccountRepository,
    private readonly positions: PositionsRepository,
    private readonly sold: SoldPositionRepository,
    private readonly rebuy: RebuyEntryRepository,
    private readonly uow: UnitOfWork,
    private readonly config: PortfolioConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    const investor = DEMO_USERS.investor.id;
    await this.uow.run(async (tx) => {
      for (const u of Object.values(DEMO_USERS)) await this.account.ensureFunds(u.id, tx);
      // Seed once: a second start, or a user who emptied the portfolio, is left alone.
      if (await this.sold.anyFor(investor, tx)) return;
      for (const p of DEMO_POSITIONS) {
        await this.positions.insert(
          investor,
          {
            tradingSymbol: p.symbol,
            instrumentToken: p.token,
            exchange: 'NSE',
            name: p.name,
            instrumentType: 'EQ',
            expiry: null,
            buyDate: null,
            buyPrice: p.buy,
            quantity: p.qty,
            positionType: p.type,
            yesterdayClosingPrice: null,
          },
          tx,
        );
      }
      const pct = SETTINGS_DEFAULTS.portfolio_variables.stock_commission_pct;
      for (const s of DEMO_SALES) {
        const soldAt = new Date(Date.now() - s.daysAgo * DAY_MS);
        const instrument = { tradingSymbol: s.symbol, instrumentToken: s.token, exchange: 'NSE', name: s.name };
        const prices = { buyPrice: s.buy, sellPrice: s.sell, quantity: s.qty };
        const figures = saleFigures('BUY', s.buy, s.sell, s.qty, pct);
        const kind = { originalPositionId: null, instrumentType: 'EQ', positionType: 'BUY' };
        await this.sold.insert(investor, { ...instrument, ...kind, ...prices, ...figures, soldAt }, tx);
        const links = { originalPositionId: null, buyDate: null, sellDate: soldAt };
        await this.rebuy.insert(investor, { ...instrument, ...prices, ...links }, tx);
      }
      this.logger.info('demo portfolio seeded');
    });
  }
}
