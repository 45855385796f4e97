import { KiteClient } from './kite-client.js';
import { KiteOrderMessageListener } from './kite-order-message.listener.js';
import { KiteOrdersService } from './kite-orders.service.js';
import { KiteReadsService } from './kite-reads.service.js';
import { KiteSnapshotRepository } from './kite-snapshot.repository.js';
import { OrderTrackerService } from './order-tracker.service.js';
import { OrderUpdatesPublisher } from './order-updates.publisher.js';
import { SourcedBrokerService } from './sourced-broker.service.js';

/** The broker-data module's providers: Kite reads and orders for connected users, and the order updates. */
export const KITE_BROKER_PROVIDERS = [
  KiteSnapshotRepository,
  KiteClient,
  KiteReadsService,
  KiteOrdersService,
  OrderTrackerService,
  OrderUpdatesPublisher,
  KiteOrderMessageListener,
  SourcedBrokerService,
];
