import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { EntityIdParam, ImportMappingDto, LEDGER_SUBJECTS as S } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';
import { GatewayConfig } from '../../config/gateway.config.js';
import { UploadReceiver } from '../uploads/receive-upload.js';
import { UploadStore } from '../uploads/upload-store.js';

/** File imports into the ledger: upload -> preview (-> column mapping) -> commit, and undo whole. */
@Controller('imports')
export class FileImportsController {
  /** Parsing or committing a large file outlasts an ordinary call's timeout. */
  private readonly slow: { timeoutMs: number };

  constructor(
    private readonly rpc: RpcClient,
    private readonly uploads: UploadReceiver,
    private readonly store: UploadStore,
    config: GatewayConfig,
  ) {
    this.slow = { timeoutMs: config.IMPORT_RPC_TIMEOUT_MS };
  }

  @Post() async create(@CurrentUserId() userId: string, @Req() req: Request) {
    const body = await this.uploads.receiveUpload(req);
    try {
      return await this.rpc.request(S.importCreate, { body, userId }, this.slow);
    } catch (e) {
      // No import kept the file: do not leave it to the bucket's expiry.
      await (await this.store.get()).delete(body.object).catch(() => undefined);
      throw e;
    }
  }
  @Get() list(@CurrentUserId() userId: string) {
    return this.rpc.request(S.importList, { userId });
  }
  @Get(':id') get(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.importGet, { id, userId });
  }
  @Post(':id/map') @HttpCode(200) map(
    @CurrentUserId() userId: string,
    @Param() { id }: EntityIdParam,
    @Body() body: ImportMappingDto,
  ) {
    return this.rpc.request(S.importMap, { id, body, userId }, this.slow);
  }
  @Post(':id/commit') @HttpCode(200) commit(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.importCommit, { id, userId }, this.slow);
  }
  @Delete(':id') remove(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.importDelete, { id, userId }, this.slow);
  }
}
