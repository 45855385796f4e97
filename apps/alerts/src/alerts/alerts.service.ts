import { Injectable } from '@nestjs/common';
import { ErrorCode, type AlertsPageReply, type StoredAlert } from '@app/contracts';
import { DomainError } from '@app/common';
import { pageOffset, pageTotals } from './alerts-page.js';
import { AlertsRepository } from './alerts.repository.js';

/** Every fired alert, stored, so a user who was offline finds them on return. */
@Injectable()
export class AlertsService {
  constructor(private readonly alerts: AlertsRepository) {}

  async list(userId: string, page = 1, limit = 50): Promise<AlertsPageReply> {
    const onPage = await this.alerts.page(userId, limit, pageOffset(page, limit));
    const totals = pageTotals(page, onPage.totals);
    const { total, unread } = totals === 'count-apart' ? await this.alerts.totals(userId) : totals;
    return { alerts: onPage.alerts, total, unread, page, limit };
  }

  async read(userId: string, id: string): Promise<StoredAlert> {
    const alert = await this.alerts.markRead(userId, id);
    if (!alert) throw new DomainError(ErrorCode.NotFound, 'Alert not found');
    return alert;
  }
}
