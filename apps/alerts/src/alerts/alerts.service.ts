import { Injectable } from '@nestjs/common';
import { ErrorCode, type AlertsPageReply, type StoredAlert, type TargetAlertEvent } from '@app/contracts';
import { DomainError, UnitOfWork } from '@app/common';
import { COOLDOWN_MS } from '../evaluator/target-cooldown.js';
import { EntriesRepository } from '../watchlist/entries.repository.js';
import { pageOffset, pageTotals } from './alerts-page.js';
import { AlertsRepository } from './alerts.repository.js';
import { toTargetAlertEvent } from './stored-alert.js';

/** Every fired alert, stored, so a user who was offline finds them on return. */
@Injectable()
export class AlertsService {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly entries: EntriesRepository,
    private readonly uow: UnitOfWork,
  ) {}

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

  /**
   * Fires a reached target and stores its alert in one transaction, only if Postgres still holds the
   * entry armed and out of its cooldown (see reachTarget): with two replicas, exactly one of them
   * wins. Answers the alert to push, or null when the entry was already triggered, cooling down or gone.
   */
  fire(entryId: string, price: number, at: Date): Promise<TargetAlertEvent | null> {
    return this.uow.run(async (tx) => {
      const entry = await this.entries.claimFire(entryId, at, COOLDOWN_MS, tx);
      if (!entry) return null;
      return toTargetAlertEvent(await this.alerts.insertFired(entry, price, at, tx), entry, price, at);
    });
  }
}
