import { Injectable } from '@nestjs/common';
import type { AlertChannel, RuleFire } from '@app/contracts';

/** One try of one delivery: the fire to send, on one channel, to its owner. */
export interface DeliveryJob {
  /** The delivery's id: the dedupe key every receiver is given, the same on every retry. */
  id: string;
  userId: string;
  channel: AlertChannel;
  /** Tries before this one. */
  attempts: number;
  fire: RuleFire;
}

/** Sends deliveries of one channel; a thrown error is a failed try (retried with back-off). */
export interface ChannelSender {
  readonly channel: AlertChannel;
  send(job: DeliveryJob): Promise<void>;
}

/** A failure no retry can mend (the channel is not set up, the receiver refused for good): dead at once. */
export class PermanentDeliveryError extends Error {}

/** A refusal that says when to come back (Telegram's `retry_after`): the next try waits at least that long. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/**
 * The senders of every channel. Each sender registers itself when it is built, so the dispatcher needs
 * no list of them and a channel is added by adding its sender.
 */
@Injectable()
export class SenderRegistry {
  private readonly senders = new Map<AlertChannel, ChannelSender>();

  register(sender: ChannelSender): void {
    this.senders.set(sender.channel, sender);
  }

  get(channel: AlertChannel): ChannelSender | undefined {
    return this.senders.get(channel);
  }
}
