import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ALERTS_SUBJECTS,
  AddWatchlistDto,
  UpdateWatchlistDto,
  WatchlistIdParam,
  type AlertsRequest,
  type RpcReply,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { WatchlistService } from './watchlist.service.js';

@Controller()
export class WatchlistController {
  constructor(private readonly watchlist: WatchlistService) {}

  @MessagePattern(ALERTS_SUBJECTS.watchlistList)
  async list(@UserId() userId: string): Promise<RpcReply<typeof ALERTS_SUBJECTS.watchlistList>> {
    return { entries: await this.watchlist.list(userId) };
  }

  @MessagePattern(ALERTS_SUBJECTS.watchlistAdd)
  async add(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.watchlistAdd>> {
    const entry = await this.watchlist.add(userId, await parseDto(AddWatchlistDto, p?.body));
    return { id: entry.id, entry };
  }

  @MessagePattern(ALERTS_SUBJECTS.watchlistUpdate)
  async update(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.watchlistUpdate>> {
    const { id } = await parseDto(WatchlistIdParam, { id: p?.id });
    const { target_price } = await parseDto(UpdateWatchlistDto, p?.body);
    return { entry: await this.watchlist.update(userId, id, target_price) };
  }

  @MessagePattern(ALERTS_SUBJECTS.watchlistDelete)
  async delete(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.watchlistDelete>> {
    const { id } = await parseDto(WatchlistIdParam, { id: p?.id });
    await this.watchlist.delete(userId, id);
    return { id };
  }
}
