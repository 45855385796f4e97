import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ALERTS_SUBJECTS,
  ChannelParam,
  ChannelSettingsDto,
  PushEndpointDto,
  PushSubscriptionDto,
  VerifyEmailDto,
  type AlertsRequest,
  type RpcReply,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { ChannelSettingsService } from './channel-settings.service.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

/** The user agent the gateway passes along with a push subscription, when the browser sent one. */
const userAgentOf = (p: AlertsRequest | undefined): string | null => {
  const ua = p?.query?.user_agent;
  return typeof ua === 'string' && ua.length > 0 ? ua : null;
};

@Controller()
export class ChannelsController {
  constructor(
    private readonly channels: ChannelSettingsService,
    private readonly pushes: PushSubscriptionsService,
  ) {}

  @MessagePattern(ALERTS_SUBJECTS.channelsGet)
  get(@UserId() userId: string): Promise<RpcReply<typeof ALERTS_SUBJECTS.channelsGet>> {
    return this.channels.get(userId);
  }

  @MessagePattern(ALERTS_SUBJECTS.channelsPut)
  async put(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.channelsPut>> {
    return this.channels.put(userId, await parseDto(ChannelSettingsDto, p?.body));
  }

  @MessagePattern(ALERTS_SUBJECTS.channelTest)
  async test(
    @UserId() userId: string,
    @Payload() p: AlertsRequest & { channel?: unknown },
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.channelTest>> {
    const { channel } = await parseDto(ChannelParam, { channel: p?.channel });
    return this.channels.test(userId, channel);
  }

  @MessagePattern(ALERTS_SUBJECTS.emailVerify)
  async verifyEmail(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.emailVerify>> {
    const { code } = await parseDto(VerifyEmailDto, p?.body);
    return this.channels.verifyEmail(userId, code);
  }

  @MessagePattern(ALERTS_SUBJECTS.pushSubscribe)
  async subscribe(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.pushSubscribe>> {
    return this.pushes.subscribe(userId, await parseDto(PushSubscriptionDto, p?.body), userAgentOf(p));
  }

  @MessagePattern(ALERTS_SUBJECTS.pushUnsubscribe)
  async unsubscribe(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.pushUnsubscribe>> {
    return this.pushes.unsubscribe(userId, await parseDto(PushEndpointDto, p?.body));
  }
}
