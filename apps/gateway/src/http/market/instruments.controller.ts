import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { InstrumentsReloadDto, MARKET_SUBJECTS as S, type Actor } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

/** Downloading Kite's full dump can take a while; the default RPC timeout is for quick calls. */
const RELOAD_TIMEOUT_MS = 120_000;

@Controller('instruments')
export class InstrumentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('status')
  status() {
    return this.rpc.request(S.instrumentsStatus, {});
  }

  @Roles('admin')
  @Post('reload')
  @HttpCode(200)
  reload(@Body() body: InstrumentsReloadDto, @CurrentActor() actor: Actor) {
    return this.rpc.request(S.instrumentsReload, { actor, source: body.source }, { timeoutMs: RELOAD_TIMEOUT_MS });
  }
}
