import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { BROKER_SUBJECTS as S, BrokerModeDto, FeedAccountDto, KiteCallbackQueryDto, type Actor } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentActor, OptionalAuth, Roles } from '../../auth/auth.decorators.js';

/** Where a callback without a session sends the browser: Settings says to sign in and connect again. */
export const SIGNED_OUT_REDIRECT = '/settings?broker=error&reason=signed-out';

/**
 * Connecting the caller's own Zerodha account (any signed-in user: the web app's rule against /kite
 * paths is about pages, not these calls), and the admin's view of every connection and the feed account.
 */
@Controller()
export class BrokerConnectionController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('broker/kite/connect')
  connect(@CurrentActor() actor: Actor) {
    return this.rpc.request(S.connect, { userId: actor.userId, sessionId: actor.sessionId });
  }

  /**
   * Kite sends the browser here after its login. The login state is bound to the session that asked
   * for it, so the browser must still be signed in; a signed-out one goes back to Settings.
   */
  @Get('broker/kite/callback')
  @OptionalAuth()
  @HttpCode(HttpStatus.FOUND)
  async callback(@Query() query: KiteCallbackQueryDto, @CurrentActor() actor: Actor | undefined, @Res() res: Response) {
    if (!actor) return res.redirect(HttpStatus.FOUND, SIGNED_OUT_REDIRECT);
    const reply = await this.rpc.request(S.callback, {
      userId: actor.userId,
      sessionId: actor.sessionId,
      body: query,
    });
    return res.redirect(HttpStatus.FOUND, reply.redirect_to);
  }

  @Get('broker/status')
  status(@CurrentActor() actor: Actor) {
    return this.rpc.request(S.status, { userId: actor.userId });
  }

  @Delete('broker/kite')
  disconnect(@CurrentActor() actor: Actor) {
    return this.rpc.request(S.disconnect, { userId: actor.userId });
  }

  @Put('broker/mode')
  setMode(@CurrentActor() actor: Actor, @Body() body: BrokerModeDto) {
    return this.rpc.request(S.setMode, { userId: actor.userId, body });
  }

  @Get('admin/broker/connections')
  @Roles('admin')
  connections(@CurrentActor() actor: Actor) {
    return this.rpc.request(S.connections, { userId: actor.userId });
  }

  @Put('admin/broker/feed-account')
  @Roles('admin')
  setFeedAccount(@CurrentActor() actor: Actor, @Body() body: FeedAccountDto) {
    return this.rpc.request(S.setFeedAccount, { userId: actor.userId, body });
  }
}
