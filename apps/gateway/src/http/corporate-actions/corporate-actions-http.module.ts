import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminCorporateActionsController } from './admin-corporate-actions.controller.js';
import { CorporateActionsController } from './corporate-actions.controller.js';

/** Corporate-action routes: the admin's upload, hand entry and apply, and the list per ISIN. */
@Module({ imports: [UploadsModule], controllers: [AdminCorporateActionsController, CorporateActionsController] })
export class CorporateActionsHttpModule {}
