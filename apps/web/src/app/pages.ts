import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { UserType } from '@app/contracts/auth/types';

export interface PageRoute {
  /** Path under /dashboard ('' for the overview). */
  path: string;
  title: string;
  component: LazyExoticComponent<ComponentType>;
  requiredType?: UserType;
}

// Each page is its own chunk: the first screen loads none of them.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const PAGES: readonly PageRoute[] = [
  { path: '', title: 'Overview', component: page(() => import('../pages/overview/OverviewPage'), 'OverviewPage') },
  {
    path: 'portfolio',
    title: 'Portfolio',
    component: page(() => import('../pages/portfolio/PortfolioPage'), 'PortfolioPage'),
  },
  { path: 'orders', title: 'Orders', component: page(() => import('../pages/orders/OrdersPage'), 'OrdersPage') },
  {
    path: 'analytics',
    title: 'Analytics',
    component: page(() => import('../pages/analytics/AnalyticsPage'), 'AnalyticsPage'),
  },
  {
    path: 'watchlist',
    title: 'Watchlist',
    component: page(() => import('../pages/watchlist/WatchlistPage'), 'WatchlistPage'),
  },
  { path: 'alerts', title: 'Alerts', component: page(() => import('../pages/alerts/AlertsPage'), 'AlertsPage') },
  { path: 'rebuy', title: 'Re-Buy', component: page(() => import('../pages/rebuy/RebuyPage'), 'RebuyPage') },
  {
    path: 'loss-cover',
    title: 'Loss Cover',
    component: page(() => import('../pages/loss-cover/LossCoverPage'), 'LossCoverPage'),
  },
  { path: 'charts', title: 'Charts', component: page(() => import('../pages/charts/ChartsPage'), 'ChartsPage') },
  {
    path: 'reports',
    title: 'Reports',
    component: page(() => import('../pages/reports/ReportsPage'), 'ReportsPage'),
  },
  {
    path: 'market-data',
    title: 'Market Data',
    component: page(() => import('../pages/market-data/MarketDataPage'), 'MarketDataPage'),
  },
  {
    path: 'settings',
    title: 'Settings',
    component: page(() => import('../pages/settings/SettingsPage'), 'SettingsPage'),
  },
  {
    path: 'zerodha-data',
    title: 'Zerodha Data',
    component: page(() => import('../pages/zerodha-data/BrokerDataPage'), 'BrokerDataPage'),
    requiredType: 'admin',
  },
  {
    path: 'admin/users',
    title: 'User Management',
    component: page(() => import('../pages/admin-users/UserManagementPage'), 'UserManagementPage'),
    requiredType: 'admin',
  },
  {
    path: 'admin/corporate-actions',
    title: 'Corporate Actions',
    component: page(() => import('../pages/admin-corporate-actions/CorporateActionsPage'), 'CorporateActionsPage'),
    requiredType: 'admin',
  },
];
