import { Module } from '@nestjs/common';
import { AlertsController } from './alerts.controller.js';
import { AlertChannelsController } from './channels.controller.js';
import { AlertDeliveriesController } from './deliveries.controller.js';
import { AlertInAppFiresController } from './in-app-fires.controller.js';
import { AlertRulesController } from './rules.controller.js';
import { WatchlistController } from './watchlist.controller.js';

/** The watchlist, stored target alerts, alert rules, channels, the delivery log and the bell's rule alerts. */
@Module({
  controllers: [
    WatchlistController,
    AlertsController,
    AlertRulesController,
    AlertChannelsController,
    AlertDeliveriesController,
    AlertInAppFiresController,
  ],
})
export class AlertsHttpModule {}
