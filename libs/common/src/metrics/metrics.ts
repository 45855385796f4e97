import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process (prom-client: the standard Node client), with the process
 * metrics and the product's own. Every metric name starts with `trading_`.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'trading_' });

const registers = [metricsRegistry];

export const metrics = {
  natsRequests: new Counter({
    name: 'trading_nats_requests_total',
    help: 'NATS requests handled, by subject and outcome (ok, refused, error)',
    labelNames: ['subject', 'outcome'],
    registers,
  }),
  natsRequestSeconds: new Histogram({
    name: 'trading_nats_request_duration_seconds',
    help: 'Time to handle a NATS request, by subject',
    labelNames: ['subject'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  }),
  httpRequests: new Counter({
    name: 'trading_http_requests_total',
    help: 'HTTP requests answered by the gateway, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  }),
  httpRequestSeconds: new Histogram({
    name: 'trading_http_request_duration_seconds',
    help: 'Time to answer an HTTP request at the gateway, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  }),
  ticksPublished: new Counter({
    name: 'trading_ticks_published_total',
    help: 'Ticks the market service published on NATS',
    registers,
  }),
  tickBatchesReceived: new Counter({
    name: 'trading_tick_batches_received_total',
    help: 'Tick batches a gateway received from NATS',
    registers,
  }),
  ticksDelivered: new Counter({
    name: 'trading_ticks_delivered_total',
    help: 'Ticks a gateway emitted to sockets (one per socket room)',
    registers,
  }),
  ticksDropped: new Counter({
    name: 'trading_ticks_dropped_total',
    help: 'Ticks a gateway left out for sockets whose write buffer was full (one per socket)',
    registers,
  }),
  socketsConnected: new Gauge({
    name: 'trading_sockets_connected',
    help: 'Socket.IO connections open on this gateway',
    registers,
  }),
  alertsFired: new Counter({ name: 'trading_alerts_fired_total', help: 'Target alerts fired and stored', registers }),
  alertRulesFired: new Counter({
    name: 'trading_alert_rules_fired_total',
    help: 'Alert rule fires stored, each with its outbox deliveries',
    registers,
  }),
  alertDeliveries: new Counter({
    name: 'trading_alert_deliveries_total',
    help: 'Tries of alert deliveries by channel and outcome (delivered, retry, dead)',
    labelNames: ['channel', 'outcome'],
    registers,
  }),
  alertsQueueDepth: new Gauge({
    name: 'trading_alerts_queue_depth',
    help: 'Ticks waiting for the alerts engine to evaluate them (at most ALERTS_QUEUE_MAX_TICKS)',
    registers,
  }),
  alertsQueuePeak: new Gauge({
    name: 'trading_alerts_queue_depth_peak',
    help: 'The highest depth the alerts engine queue has reached since the process started',
    registers,
  }),
  alertsQueueDropped: new Counter({
    name: 'trading_alerts_queue_dropped_total',
    help: 'Ticks the full alerts queue superseded by a newer tick of the same instrument or pushed out',
    registers,
  }),
  liveRestSubscriptionsExpired: new Counter({
    name: 'trading_live_rest_subscriptions_expired_total',
    help: 'Users whose REST-made live subscriptions expired on this gateway because no socket of theirs came',
    registers,
  }),
  dbPoolConnections: new Gauge({
    name: 'trading_db_pool_connections',
    help: 'Postgres pool connections of this process, by state (total, idle, waiting)',
    labelNames: ['state'],
    registers,
  }),
};

/** The text exposition of every metric, for a /metrics endpoint. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
