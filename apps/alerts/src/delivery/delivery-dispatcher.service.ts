import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, metrics } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import { PermanentDeliveryError, RetryLaterError, SenderRegistry } from './channel-sender.js';
import { deliveryErrorText } from './delivery-error.js';
import { OutboxRepository, type ClaimedDelivery } from './outbox.repository.js';
import { OutboxSignal } from './outbox-signal.js';
import { QUIET_HOURS_CHANNELS, quietHoursEnd } from './quiet-hours.js';
import { retryDelayMs, waitAsked } from './retry-delay.js';

/** Rows one claim takes (the statement's LIMIT). */
export const CLAIM_BATCH = 50;
/** Sends in flight at once per replica: a slow receiver holds one slot, not the whole batch. */
const SEND_CONCURRENCY = 8;

/**
 * Sends the outbox. Every replica runs one: each poll claims due rows (a lease and one more try each),
 * sends them, and records delivered, retry-later or dead. A replica that dies mid-send leaves its leases
 * to run out, and another poll sends those rows again: delivery is at least once, and the delivery id
 * travels with every try so a receiver can drop a repeat.
 */
@Injectable()
export class DeliveryDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  /** Rows were queued while a poll ran: look again as soon as it ends. */
  private wokenWhileRunning = false;
  private stopListening?: () => void;
  /** The time quiet hours are read at; tests set their own. */
  clock: () => Date = () => new Date();

  constructor(
    private readonly config: AlertsConfig,
    private readonly outbox: OutboxRepository,
    private readonly senders: SenderRegistry,
    signal: OutboxSignal,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.stopListening = signal.onQueued(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** Claims due rows now rather than at the next poll (after the poll under way, if one is). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.timer);
    // Sends under way finish (each bounded by the delivery timeout) before the database closes.
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wokenWhileRunning = false;
      this.running = this.poll()
        .catch((e: Error) => {
          this.logger.warn({ err: deliveryErrorText(e) }, 'could not claim due deliveries');
          return 0;
        })
        .then((claimed) => {
          this.running = undefined;
          // A full batch means more may be due, and so do rows queued meanwhile: look again at once.
          this.schedule(claimed >= CLAIM_BATCH || this.wokenWhileRunning ? 0 : this.config.DELIVERY_POLL_MS);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  /** One claim and its sends; answers how many rows it claimed. */
  async poll(): Promise<number> {
    const jobs = await this.outbox.claimDue(CLAIM_BATCH, this.config.DELIVERY_LEASE_MS);
    // A job still waiting when too little of its lease is left for a whole try goes back unsent (its
    // try given back), so no other replica can claim it while this one is sending it.
    const startBy = Date.now() + this.config.DELIVERY_LEASE_MS - this.config.DELIVERY_TIMEOUT_MS;
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const index = next++;
        const job = jobs[index]!;
        // The first sends start at once, whatever the lease and timeout are set to.
        if (index >= SEND_CONCURRENCY && Date.now() > startBy) await this.giveBack(job);
        else await this.deliver(job);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, jobs.length) }, worker));
    return jobs.length;
  }

  private async giveBack(job: ClaimedDelivery): Promise<void> {
    await this.outbox
      .holdUntil(job.id, job.attempts, this.clock())
      .catch((e: Error) =>
        this.logger.warn({ delivery: job.id, err: deliveryErrorText(e) }, 'could not give back a delivery'),
      );
  }

  private async deliver(job: ClaimedDelivery): Promise<void> {
    try {
      if (QUIET_HOURS_CHANNELS.includes(job.channel)) {
        const until = quietHoursEnd(this.clock(), job.quietStart, job.quietEnd);
        if (until) return await this.outbox.holdUntil(job.id, job.attempts, until);
      }
      const outcome = await this.tryOnce(job);
      if (outcome === null) {
        await this.outbox.markDelivered(job.id, job.attempts);
        return metrics.alertDeliveries.inc({ channel: job.channel, outcome: 'delivered' });
      }
      const dead = outcome.permanent || job.attempts >= this.config.DELIVERY_MAX_ATTEMPTS;
      const retryIn = waitAsked(retryDelayMs(job.attempts, this.config.DELIVERY_BASE_DELAY_MS), outcome.afterMs);
      await this.outbox.markFailed(job.id, job.attempts, outcome.error, dead, retryIn);
      metrics.alertDeliveries.inc({ channel: job.channel, outcome: dead ? 'dead' : 'retry' });
      this.logger.info(
        { delivery: job.id, channel: job.channel, attempts: job.attempts, dead, err: outcome.error },
        'alert delivery failed',
      );
    } catch (e) {
      // The outcome could not be written: the lease runs out and the row is tried again.
      this.logger.warn({ delivery: job.id, err: deliveryErrorText(e) }, 'could not record a delivery outcome');
    }
  }

  /** One try, bounded by the delivery timeout: null when delivered, else why not. */
  private async tryOnce(job: ClaimedDelivery): Promise<{ error: string; permanent: boolean; afterMs?: number } | null> {
    const sender = this.senders.get(job.channel);
    // A replica of an older release may lack a channel's sender; a newer one will send it.
    if (!sender) return { error: `${job.channel} is not offered by this server`, permanent: false };
    const timeoutMs = this.config.DELIVERY_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const { fire, id, userId, channel, attempts } = job;
      // The claim counted this try; the sender is told the tries before it.
      await Promise.race([sender.send({ id, userId, channel, attempts: attempts - 1, fire }), timeout]);
      return null;
    } catch (e) {
      const afterMs = e instanceof RetryLaterError ? e.afterMs : undefined;
      return { error: deliveryErrorText(e), permanent: e instanceof PermanentDeliveryError, afterMs };
    } finally {
      clearTimeout(timer);
    }
  }
}
