import { Module } from '@nestjs/common';
import { PortfolioRpc } from './portfolio-rpc.js';
import { PositionsController } from './positions.controller.js';
import { TradingController } from './trading.controller.js';

/** REST routes of the portfolio service. */
@Module({ controllers: [PositionsController, TradingController], providers: [PortfolioRpc] })
export class PortfolioHttpModule {}
