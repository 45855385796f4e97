// The user's Zerodha connection: the Settings card, its status, the data-source badge and the reconnect offer.
export { BrokerConnectionCard } from './BrokerConnectionCard';
export { callbackNoticeOf, withoutCallbackParams, type CallbackNotice } from './callbackNotice';
export { istTime, zerodhaIdOf } from './connectionText';
export { ReconnectButton, ReconnectNotice } from './ReconnectNotice';
export { SourceBadge } from './SourceBadge';
export { sourceLabel, staleLine, type SourceInfo } from './sourceText';
export { useBrokerStatus } from './useBrokerStatus';
