import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CORPORATE_ACTION_SUBJECTS as S, CorporateActionEntryDto, EntityIdParam } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId, Roles } from '../../auth/auth.decorators.js';
import { UploadReceiver } from '../uploads/receive-upload.js';
import { UploadStore } from '../uploads/upload-store.js';

/**
 * Admins load corporate actions as a preview batch (NSE's CSV in the multipart field `file`, or one
 * action entered by hand at /manual) and apply a batch when its effects look right.
 */
@Roles('admin')
@Controller('admin/corporate-actions')
export class AdminCorporateActionsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly uploads: UploadReceiver,
    private readonly store: UploadStore,
  ) {}

  @Post() async upload(@CurrentUserId() userId: string, @Req() req: Request) {
    const body = await this.uploads.receiveUpload(req);
    try {
      return await this.rpc.request(S.upload, { userId, body });
    } finally {
      // The market service deletes what it read; this covers a call that never reached it.
      await (await this.store.get()).delete(body.object).catch(() => undefined);
    }
  }

  @Post('manual') manual(@CurrentUserId() userId: string, @Body() body: CorporateActionEntryDto) {
    return this.rpc.request(S.create, { userId, body });
  }

  @Post(':id/apply') @HttpCode(200) apply(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.apply, { userId, id });
  }
}
