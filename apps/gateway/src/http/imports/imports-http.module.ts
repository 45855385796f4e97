import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { FileImportsController } from './imports.controller.js';

/** REST routes of file imports; the progress push lives with the sockets (LiveModule). */
@Module({ imports: [UploadsModule], controllers: [FileImportsController] })
export class ImportsHttpModule {}
