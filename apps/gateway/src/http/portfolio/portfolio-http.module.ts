import { Module } from '@nestjs/common';
import { BrokerConnectionController } from '../broker/broker-connection.controller.js';
import { BrokerController } from '../broker/broker.controller.js';
import { RebuyController } from '../rebuy/rebuy.controller.js';
import { ImportsController } from './imports.controller.js';
import { LossCoverController } from './loss-cover.controller.js';
import { PositionsController } from './positions.controller.js';
import { RolloverController } from './rollover.controller.js';
import { SoldController } from './sold.controller.js';

/** REST routes the portfolio service answers: the manual portfolio, re-buy and the paper broker. */
@Module({
  controllers: [
    PositionsController,
    SoldController,
    RolloverController,
    ImportsController,
    LossCoverController,
    RebuyController,
    BrokerController,
    BrokerConnectionController,
  ],
})
export class PortfolioHttpModule {}
