import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SETTINGS_SUBJECTS, type SettingsBundleReply, type SettingsRequest } from '@app/contracts';
import { userIdOf } from '@app/common';
import { BundleService } from './bundle.service.js';

@Controller()
export class BundleController {
  constructor(private readonly bundles: BundleService) {}

  @MessagePattern(SETTINGS_SUBJECTS.bundle)
  bundle(@Payload() p: SettingsRequest): Promise<SettingsBundleReply> {
    return this.bundles.bundle(userIdOf(p?.userId));
  }
}
