// Zerodha data: the instrument master, live feed and simulator cards of the admin page.
import './brokerData.css';

export { InstrumentMasterCard } from './InstrumentMasterCard';
export { LiveFeedCard } from './LiveFeedCard';
export { SimulatorPriceCard } from './SimulatorPriceCard';
export { useFeedStatus } from './useFeedStatus';
export { HistoryFetcherCard } from './HistoryFetcherCard';
