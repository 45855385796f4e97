import { Injectable } from '@nestjs/common';
import { SETTINGS_SUBJECTS, type LossCover } from '@app/contracts';
import { RpcClient } from '@app/common';

/** The settings service's default Loss Cover band, used when the user's cannot be read. */
export const DEFAULT_LOSS_COVER: LossCover = { min_loss_percent: 5, max_loss_percent: 100 };

/** The user's Loss Cover band (min–max loss %), read from the settings service. */
@Injectable()
export class LossCoverClient {
  constructor(private readonly rpc: RpcClient) {}

  async lossCover(userId: string): Promise<LossCover> {
    try {
      const v = (await this.rpc.request(SETTINGS_SUBJECTS.singletonGet, {
        userId,
        name: 'loss_cover',
      })) as Partial<LossCover> | null;
      const min = Number(v?.min_loss_percent);
      const max = Number(v?.max_loss_percent);
      if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return DEFAULT_LOSS_COVER;
      return { min_loss_percent: min, max_loss_percent: max };
    } catch {
      // The plan is still worth showing with the default band; the band only marks rows.
      return DEFAULT_LOSS_COVER;
    }
  }
}
