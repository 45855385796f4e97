import { Module } from '@nestjs/common';
import { IndicesController } from './indices.controller.js';
import { IndicesRepository } from './indices.repository.js';
import { IndicesService } from './indices.service.js';

/** Each user's header indices. */
@Module({
  controllers: [IndicesController],
  providers: [IndicesRepository, IndicesService],
})
export class IndicesModule {}
