import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';

/**
 * Hears a per-user event on every replica (no queue group) and hands each well-formed one to `deliver`,
 * which emits it to the sockets of its owner that this replica holds. A malformed message is logged and
 * dropped, never thrown into the NATS client.
 */
export function subscribeOwnerPush<E extends { userId: unknown }>(
  nc: NatsConnection,
  logger: Logger,
  subject: string,
  what: string,
  deliver: (userId: string, event: E) => void,
): Subscription {
  return nc.subscribe(subject, {
    callback: (_e, msg) => {
      try {
        const event = msg.json<E>();
        if (typeof event.userId !== 'string') return;
        deliver(event.userId, event);
      } catch (e) {
        logger.warn({ err: (e as Error).message }, `${what} not pushed`);
      }
    },
  });
}

/** A push of one per-user event to its owner's sockets, subscribed for the life of the module. */
export abstract class OwnerPush<E extends { userId: unknown }> implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;

  protected constructor(
    private readonly nc: NatsConnection,
    private readonly logger: Logger,
    private readonly subject: string,
    private readonly what: string,
  ) {}

  /** Emits the event to the owner's sockets on this replica. */
  protected abstract deliver(userId: string, event: E): void;

  onApplicationBootstrap(): void {
    this.sub = subscribeOwnerPush<E>(this.nc, this.logger, this.subject, this.what, (u, e) => this.deliver(u, e));
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }
}
