import { PageHeader } from '../../shared/ui';
import { InstrumentMasterCard } from '../../features/broker-data';
import { LiveFeedCard } from '../../features/broker-data';
import { SimulatorPriceCard } from '../../features/broker-data';
import { useFeedStatus } from '../../features/broker-data';
import { HistoryFetcherCard } from '../../features/broker-data';

/** Admin only: the instrument master, the live connection and, with the simulator feed, its price control. */
export function BrokerDataPage() {
  const { live, feed, checking, error, check } = useFeedStatus();
  return (
    <div className="page admin-page">
      <PageHeader title="Zerodha Data" subtitle="Instrument master, live market feed and the connection to it." />
      <div className="broker-grid">
        <InstrumentMasterCard />
        <LiveFeedCard live={live} feed={feed} checking={checking} error={error} onCheck={() => void check()} />
        {feed?.feed === 'simulator' && <SimulatorPriceCard />}
        <HistoryFetcherCard />
      </div>
    </div>
  );
}
