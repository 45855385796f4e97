import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';

/** REST routes of the reports, answered by the portfolio service from the lot ledger. */
@Module({ controllers: [ReportsController] })
export class ReportsHttpModule {}
