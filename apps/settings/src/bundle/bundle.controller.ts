import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SETTINGS_SUBJECTS, type RpcReply } from '@app/contracts';
import { UserId } from '@app/common';
import { BundleService } from './bundle.service.js';

@Controller()
export class BundleController {
  constructor(private readonly bundles: BundleService) {}

  @MessagePattern(SETTINGS_SUBJECTS.bundle)
  bundle(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.bundle>> {
    return this.bundles.bundle(userId);
  }
}
