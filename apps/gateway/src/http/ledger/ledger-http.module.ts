import { Module } from '@nestjs/common';
import { DividendsController, LedgerController } from './ledger.controller.js';

/** REST routes of the lot ledger, answered by the portfolio service. */
@Module({ controllers: [LedgerController, DividendsController] })
export class LedgerHttpModule {}
