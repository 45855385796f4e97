import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BROKER_SUBJECTS as S,
  BrokerModeDto,
  FeedAccountDto,
  KiteCallbackQueryDto,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { BrokerConnectionService } from './broker-connection.service.js';
import { KiteLoginService } from './kite-login.service.js';

/** The broker-connection subjects. Admin-only subjects are guarded by the gateway's roles, as every admin route is. */
@Controller()
export class KiteConnectionController {
  constructor(
    private readonly login: KiteLoginService,
    private readonly connections: BrokerConnectionService,
  ) {}

  @MessagePattern(S.connect)
  connect(@UserId() userId: string, @UserId('sessionId') sessionId: string): Promise<RpcReply<typeof S.connect>> {
    return this.login.connect(userId, sessionId);
  }

  @MessagePattern(S.callback)
  async callback(
    @UserId() userId: string,
    @UserId('sessionId') sessionId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof S.callback>> {
    return this.login.callback(userId, sessionId, await parseDto(KiteCallbackQueryDto, p?.body));
  }

  @MessagePattern(S.status)
  async status(@UserId() userId: string): Promise<RpcReply<typeof S.status>> {
    return { broker: await this.connections.status(userId) };
  }

  @MessagePattern(S.disconnect)
  disconnect(@UserId() userId: string): Promise<RpcReply<typeof S.disconnect>> {
    return this.connections.disconnect(userId);
  }

  @MessagePattern(S.setMode)
  async setMode(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.setMode>> {
    const { mode } = await parseDto(BrokerModeDto, p?.body);
    return { broker: await this.connections.setMode(userId, mode) };
  }

  @MessagePattern(S.connections)
  async list(): Promise<RpcReply<typeof S.connections>> {
    return { connections: await this.connections.connections() };
  }

  @MessagePattern(S.setFeedAccount)
  async setFeedAccount(@Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.setFeedAccount>> {
    const { user_id } = await parseDto(FeedAccountDto, p?.body);
    return { connections: await this.connections.setFeedAccount(user_id) };
  }

  @MessagePattern(S.feedSession)
  async feedSession(): Promise<RpcReply<typeof S.feedSession>> {
    return { session: await this.connections.feedSession() };
  }
}
