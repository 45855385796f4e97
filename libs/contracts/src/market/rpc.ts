import type { CoversEvery, EmptyRequest, RpcCall, ServiceCommonRpc } from '../shared/rpc-call.js';
import type {
  AnalyticsAddRequest,
  AnalyticsBulkAddRequest,
  AnalyticsBulkDataReply,
  AnalyticsBulkDataRequest,
  AnalyticsFailedInstrument,
  AnalyticsInstrument,
  AnalyticsProcessingStatus,
  AnalyticsUserRequest,
} from './analytics-types.js';
import type {
  AnalysisRequest,
  CandlesReply,
  CandlesRequest,
  DailyClosesReply,
  DailyClosesRequest,
  InstrumentAnalysis,
  QuarterlyAnalysis,
} from './candle-types.js';
import type {
  DashboardIndex,
  FeedStatusReply,
  FeedSubscribeReply,
  FeedSubscribeRequest,
  HistoryFetcherStatusReply,
  IndicesAddRequest,
  IndicesAvailableReply,
  IndicesRemoveRequest,
  IndicesReply,
  IndicesSideRequest,
  InstrumentsLookupReply,
  InstrumentsResolveReply,
  InstrumentsResolveRequest,
  InstrumentsLookupRequest,
  InstrumentsReloadRequest,
  InstrumentsStatusReply,
  MarketOverviewReply,
  PricesLatestReply,
  PricesLatestRequest,
  SecuritiesSearchReply,
  SecuritiesSearchRequest,
  SimulatorSetPriceReply,
  SimulatorSetPriceRequest,
} from './messages.js';
import type {
  MarketCalendarReloadReply,
  MarketCalendarReloadRequest,
  MarketCalendarReply,
  MarketCalendarRequest,
  MarketStatusReply,
} from './calendar.js';
import { MARKET_SUBJECTS as S, type MarketSubject } from './subjects.js';

export interface AnalyticsInstrumentsReply {
  instruments: AnalyticsInstrument[];
}
export interface AnalyticsQueuedReply {
  queued: number;
  rate_per_second: number;
}
export interface AnalyticsRequeuedReply {
  requeued: number;
}

/** Every request/reply subject of the market service. */
export type MarketRpc = ServiceCommonRpc<'market'> & {
  [S.instrumentsStatus]: RpcCall<EmptyRequest, InstrumentsStatusReply>;
  [S.instrumentsReload]: RpcCall<InstrumentsReloadRequest, InstrumentsStatusReply>;
  [S.instrumentsLookup]: RpcCall<InstrumentsLookupRequest, InstrumentsLookupReply>;
  [S.instrumentsResolve]: RpcCall<InstrumentsResolveRequest, InstrumentsResolveReply>;
  [S.securitiesSearch]: RpcCall<SecuritiesSearchRequest, SecuritiesSearchReply>;
  [S.pricesLatest]: RpcCall<PricesLatestRequest, PricesLatestReply>;
  [S.overview]: RpcCall<EmptyRequest, MarketOverviewReply>;
  [S.feedStatus]: RpcCall<EmptyRequest, FeedStatusReply>;
  [S.feedSubscribe]: RpcCall<FeedSubscribeRequest, FeedSubscribeReply>;
  [S.simulatorSetPrice]: RpcCall<SimulatorSetPriceRequest, SimulatorSetPriceReply>;
  [S.candlesGet]: RpcCall<CandlesRequest, CandlesReply>;
  [S.candlesCloses]: RpcCall<DailyClosesRequest, DailyClosesReply>;
  [S.analysisGet]: RpcCall<AnalysisRequest, InstrumentAnalysis>;
  [S.analysisQuarterly]: RpcCall<AnalysisRequest, QuarterlyAnalysis>;
  [S.indicesAvailable]: RpcCall<EmptyRequest, IndicesAvailableReply>;
  [S.indicesSide]: RpcCall<IndicesSideRequest, IndicesReply>;
  [S.indicesAdd]: RpcCall<IndicesAddRequest, { index: DashboardIndex }>;
  [S.indicesRemove]: RpcCall<IndicesRemoveRequest, { instrument_token: number }>;
  [S.analyticsAdd]: RpcCall<AnalyticsAddRequest, { instrument: AnalyticsInstrument }>;
  [S.analyticsBulkAdd]: RpcCall<AnalyticsBulkAddRequest, AnalyticsInstrumentsReply>;
  [S.analyticsBulkAddRateLimited]: RpcCall<AnalyticsBulkAddRequest, AnalyticsQueuedReply>;
  [S.analyticsProcessingStatus]: RpcCall<AnalyticsUserRequest, AnalyticsProcessingStatus>;
  [S.analyticsRestartProcessing]: RpcCall<AnalyticsUserRequest, AnalyticsRequeuedReply>;
  [S.analyticsFailed]: RpcCall<AnalyticsUserRequest, { instruments: AnalyticsFailedInstrument[] }>;
  [S.analyticsRetryFailed]: RpcCall<AnalyticsUserRequest, AnalyticsRequeuedReply>;
  [S.analyticsTracked]: RpcCall<AnalyticsUserRequest, AnalyticsInstrumentsReply>;
  [S.analyticsBulkData]: RpcCall<AnalyticsBulkDataRequest, AnalyticsBulkDataReply>;
  [S.analyticsDataUpdate]: RpcCall<AnalyticsUserRequest, AnalyticsRequeuedReply>;
  [S.analyticsRemove]: RpcCall<AnalyticsAddRequest, { instrument_token: number }>;
  [S.calendarGet]: RpcCall<MarketCalendarRequest, MarketCalendarReply>;
  [S.statusGet]: RpcCall<EmptyRequest, MarketStatusReply>;
  [S.calendarReload]: RpcCall<MarketCalendarReloadRequest, MarketCalendarReloadReply>;
  [S.historyFetcherStatus]: RpcCall<EmptyRequest, HistoryFetcherStatusReply>;
};

export const MARKET_RPC_COMPLETE: CoversEvery<MarketSubject, MarketRpc> = true;
