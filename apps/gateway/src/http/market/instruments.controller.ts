import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  InstrumentsReloadDto,
  MARKET_SUBJECTS,
  type Actor,
  type InstrumentsReloadRequest,
  type InstrumentsStatusReply,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

/** Downloading Kite's full dump can take a while; the default RPC timeout is for quick calls. */
const RELOAD_TIMEOUT_MS = 120_000;

@Controller('instruments')
export class InstrumentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('status')
  async status() {
    return { success: true, data: await this.rpc.request<InstrumentsStatusReply>(MARKET_SUBJECTS.instrumentsStatus, {}) };
  }

  @Roles('admin')
  @Post('reload')
  @HttpCode(200)
  async reload(@Body() body: InstrumentsReloadDto, @CurrentActor() actor: Actor) {
    const data = await this.rpc.request<InstrumentsStatusReply, InstrumentsReloadRequest>(
      MARKET_SUBJECTS.instrumentsReload,
      { actor, source: body.source },
      { timeoutMs: RELOAD_TIMEOUT_MS },
    );
    return { success: true, data };
  }
}
