import { serviceSubjects } from '../shared/service-subjects.js';

/** Request/reply subjects of the market service (queue group 'market'). */
export const MARKET_SUBJECTS = {
  ...serviceSubjects('market'),
  instrumentsStatus: 'market.instruments.status',
  instrumentsReload: 'market.instruments.reload',
  instrumentsLookup: 'market.instruments.lookup',
  instrumentsResolve: 'market.instruments.resolve',
  securitiesSearch: 'market.securities.search',
  pricesLatest: 'market.prices.latest',
  overview: 'market.overview.get',
  feedStatus: 'market.feed.status',
  feedSubscribe: 'market.feed.subscribe',
  simulatorSetPrice: 'market.simulator.set-price',
  candlesGet: 'market.candles.get',
  candlesCloses: 'market.candles.closes',
  analysisGet: 'market.analysis.get',
  analysisQuarterly: 'market.analysis.quarterly',
  indicesAvailable: 'market.indices.available',
  indicesSide: 'market.indices.side',
  indicesAdd: 'market.indices.add',
  indicesRemove: 'market.indices.remove',
  analyticsAdd: 'market.analytics.add',
  analyticsBulkAdd: 'market.analytics.bulk-add',
  analyticsBulkAddRateLimited: 'market.analytics.bulk-add-rate-limited',
  analyticsProcessingStatus: 'market.analytics.processing-status',
  analyticsRestartProcessing: 'market.analytics.restart-processing',
  analyticsFailed: 'market.analytics.failed',
  analyticsRetryFailed: 'market.analytics.retry-failed',
  analyticsTracked: 'market.analytics.tracked',
  analyticsBulkData: 'market.analytics.bulk-data',
  analyticsDataUpdate: 'market.analytics.data-update',
  analyticsRemove: 'market.analytics.remove',
  calendarGet: 'market.calendar.get',
  statusGet: 'market.status.get',
  calendarReload: 'market.calendar.reload',
  historyFetcherStatus: 'market.history.fetcher-status',
} as const;
export type MarketSubject = (typeof MARKET_SUBJECTS)[keyof typeof MARKET_SUBJECTS];

/**
 * Broadcast subjects (plain core NATS, JSON body without Nest's envelope): every gateway replica hears
 * every message; services that must handle a message once (alerts) subscribe with their queue group.
 */
export const MARKET_EVENTS = {
  /** TickBatch: one message per feed frame. */
  ticks: 'market.tick.batched',
  /** FeedStatus: the feed connected, disconnected, started or stopped. */
  feedStatusChanged: 'market.feed.status-changed',
  /** FeedErrorEvent: an error the feed reported (Kite text message, failed connection). */
  feedErrored: 'market.feed.errored',
  /** InstrumentsReloadedEvent: replicas re-read the master from storage. */
  instrumentsReloaded: 'market.instrument.reloaded',
  /** MarketCalendarReloadedEvent: replicas re-read the calendar data file. */
  calendarReloaded: 'market.calendar.reloaded',
  /** InstrumentsReloadProgress: a reload's progress, so every replica's status can report it. */
  instrumentsReloadProgressed: 'market.instrument.reload-progressed',
} as const;

/**
 * Commands only the replica that runs the feed can carry out; only that replica subscribes, so any
 * replica that receives the public request forwards it here.
 */
export const MARKET_LEADER_SUBJECTS = {
  setPrice: 'market.feed.leader.set-price',
  subscribe: 'market.feed.leader.subscribe',
} as const;
