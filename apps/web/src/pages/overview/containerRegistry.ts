import type { ContainerComponents } from '../../features/overview-grid';
import { AnalyticsGridContainer } from './AnalyticsGridContainer';
import { LossCoverContainer } from './LossCoverContainer';
import { PortfolioContainer } from './PortfolioContainer';
import { RebuyContainer } from './RebuyContainer';
import { WatchlistContainer } from './WatchlistContainer';

/** Which feature's view draws each container type on the Overview grid. */
export const CONTAINER_COMPONENTS: ContainerComponents = {
  'live-portfolio': PortfolioContainer,
  watchlist: WatchlistContainer,
  analytics: AnalyticsGridContainer,
  'loss-cover': LossCoverContainer,
  rebuy: RebuyContainer,
};
