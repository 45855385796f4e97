import { Injectable } from '@nestjs/common';
import {
  BROKER_EVENTS,
  type BrokerConnectionChanged,
  type BrokerConnectionState,
  type FeedSessionChanged,
} from '@app/contracts';
import { RpcClient } from '@app/common';

/** Tells the other services (and the other portfolio instances) that a connection or the feed session changed. */
@Injectable()
export class ConnectionEvents {
  constructor(private readonly rpc: RpcClient) {}

  connectionChanged(userId: string, state: BrokerConnectionState, kiteUserId: string | null): void {
    const event: BrokerConnectionChanged = { userId, state, kite_user_id: kiteUserId };
    this.rpc.emit(BROKER_EVENTS.connectionChanged, event);
  }

  /** The market re-reads the feed session (BROKER_SUBJECTS.feedSession); userId null: no feed account is connected. */
  feedSessionChanged(userId: string | null, reason: string): void {
    const event: FeedSessionChanged = { userId, reason };
    this.rpc.emit(BROKER_EVENTS.feedSessionChanged, event);
  }
}
