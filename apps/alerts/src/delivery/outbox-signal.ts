import { Injectable } from '@nestjs/common';

/**
 * Told when this replica has put rows in the outbox (a rule fired, a test alert), so the dispatcher
 * claims them at once instead of at its next poll. Rows another replica stored still wait for a poll.
 */
@Injectable()
export class OutboxSignal {
  private readonly listeners = new Set<() => void>();

  onQueued(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  queued(): void {
    for (const fn of this.listeners) fn();
  }
}
