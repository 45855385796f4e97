import type { ComponentType } from 'react';
import type { ColumnConfig } from '@app/contracts/settings/types';
import type { ContainerChrome } from '../components/ContainerFrame';
import type { GridContainerType } from '../utils/containerCatalog';
import { AnalyticsGridContainer } from './AnalyticsGridContainer';
import { LossCoverContainer } from './LossCoverContainer';
import { PortfolioContainer } from './PortfolioContainer';
import { RebuyContainer } from './RebuyContainer';
import { WatchlistContainer } from './WatchlistContainer';

export interface ContainerProps {
  chrome: ContainerChrome;
  /** The container's selected columns, in order. */
  columns: ColumnConfig;
}

/** The component of each container type. */
export const CONTAINER_COMPONENTS: Record<GridContainerType, ComponentType<ContainerProps>> = {
  'live-portfolio': PortfolioContainer,
  watchlist: WatchlistContainer,
  analytics: AnalyticsGridContainer,
  'loss-cover': LossCoverContainer,
  rebuy: RebuyContainer,
};
