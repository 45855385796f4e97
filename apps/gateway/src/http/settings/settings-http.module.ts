import { Module } from '@nestjs/common';
import { FormattingController } from './formatting.controller.js';
import { LayoutsController } from './layouts.controller.js';
import { SettingsController } from './settings.controller.js';

/** REST routes of the settings service. */
@Module({
  controllers: [SettingsController, FormattingController, LayoutsController],
})
export class SettingsHttpModule {}
