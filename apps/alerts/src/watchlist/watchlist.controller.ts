import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ALERTS_SUBJECTS, AddWatchlistDto, AlertIdParam, AlertsPageQuery, UpdateWatchlistDto, WatchlistIdParam, type AlertsRequest } from '@app/contracts';
import { parseDto, userIdOf } from '@app/common';
import { AlertsService } from '../alerts/alerts.service.js';
import { WatchlistService } from './watchlist.service.js';

@Controller()
export class WatchlistController {
  constructor(
    private readonly watchlist: WatchlistService,
    private readonly alerts: AlertsService,
  ) {}

  @MessagePattern(ALERTS_SUBJECTS.watchlistList)
  async list(@Payload() p: AlertsRequest) {
    return { entries: await this.watchlist.list(userIdOf(p?.userId)) };
  }

  @MessagePattern(ALERTS_SUBJECTS.watchlistAdd)
  async add(@Payload() p: AlertsRequest) {
    const userId = userIdOf(p?.userId);
    const entry = await this.watchlist.add(userId, await parseDto(AddWatchlistDto, p?.body));
    return { id: entry.id, entry };
  }

  @MessagePattern(ALERTS_SUBJECTS.watchlistUpdate)
  async update(@Payload() p: AlertsRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(WatchlistIdParam, { id: p?.id });
    const { target_price } = await parseDto(UpdateWatchlistDto, p?.body);
    return { entry: await this.watchlist.update(userId, id, target_price) };
  }

  @MessagePattern(ALERTS_SUBJECTS.watchlistDelete)
  async delete(@Payload() p: AlertsRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(WatchlistIdParam, { id: p?.id });
    await this.watchlist.delete(userId, id);
    return { id };
  }

  @MessagePattern(ALERTS_SUBJECTS.alertsList)
  async alertsList(@Payload() p: AlertsRequest) {
    const userId = userIdOf(p?.userId);
    const q = await parseDto(AlertsPageQuery, p?.query ?? {});
    return this.alerts.list(userId, q.page, q.limit);
  }

  @MessagePattern(ALERTS_SUBJECTS.alertRead)
  async read(@Payload() p: AlertsRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(AlertIdParam, { id: p?.id });
    return { alert: await this.alerts.read(userId, id) };
  }
}
