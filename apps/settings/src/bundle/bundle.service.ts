import { Injectable } from '@nestjs/common';
import type { SettingsBundleReply } from '@app/contracts';
import { BundleRepository } from './bundle.repository.js';
import { hasSaved, mergeBundle } from './merge-settings.js';

@Injectable()
export class BundleService {
  constructor(private readonly repo: BundleRepository) {}

  /** The whole settings bundle from one statement. */
  async bundle(userId: string): Promise<SettingsBundleReply> {
    const stored = await this.repo.load(userId);
    return { settings: mergeBundle(stored), preloaded: hasSaved(stored) };
  }
}
