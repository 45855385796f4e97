import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ALERTS_SUBJECTS as S,
  ChannelParam,
  ChannelSettingsDto,
  PushEndpointDto,
  PushSubscriptionDto,
  VerifyEmailDto,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/**
 * The signed-in user's channels of alert rules. The fixed routes come before `:channel/test`, so
 * `email/verify` and `web_push/subscriptions` are never read as a channel's test.
 */
@Controller('alerts/channels')
export class AlertChannelsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() get(@CurrentUserId() userId: string) {
    return this.rpc.request(S.channelsGet, { userId });
  }

  @Put() put(@CurrentUserId() userId: string, @Body() body: ChannelSettingsDto) {
    return this.rpc.request(S.channelsPut, { body, userId });
  }

  @Post('email/verify') @HttpCode(200) verifyEmail(@CurrentUserId() userId: string, @Body() body: VerifyEmailDto) {
    return this.rpc.request(S.emailVerify, { body, userId });
  }

  @Post('web_push/subscriptions') subscribe(
    @CurrentUserId() userId: string,
    @Body() body: PushSubscriptionDto,
    @Headers('user-agent') userAgent?: string,
  ) {
    const query = typeof userAgent === 'string' ? { user_agent: userAgent.slice(0, 300) } : undefined;
    return this.rpc.request(S.pushSubscribe, { body, userId, query });
  }

  @Delete('web_push/subscriptions') unsubscribe(@CurrentUserId() userId: string, @Body() body: PushEndpointDto) {
    return this.rpc.request(S.pushUnsubscribe, { body, userId });
  }

  @Post(':channel/test') test(@CurrentUserId() userId: string, @Param() { channel }: ChannelParam) {
    return this.rpc.request(S.channelTest, { channel, userId });
  }
}
