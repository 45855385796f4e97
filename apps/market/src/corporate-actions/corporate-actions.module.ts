import { Module } from '@nestjs/common';
import { CandlesRepository } from '../candles/candles.repository.js';
import { KiteCandlesRepository } from '../candles/kite-candles.repository.js';
import { CorporateActionEvents } from './corporate-action-events.js';
import { CorporateActionsController } from './corporate-actions.controller.js';
import { CorporateActionsRepository } from './corporate-actions.repository.js';
import { CorporateActionsService } from './corporate-actions.service.js';

/** Corporate actions per ISIN: preview batches, apply (candles rescaled), the applied events. */
@Module({
  controllers: [CorporateActionsController],
  providers: [
    CorporateActionsRepository,
    CandlesRepository,
    KiteCandlesRepository,
    CorporateActionEvents,
    CorporateActionsService,
  ],
})
export class CorporateActionsModule {}
