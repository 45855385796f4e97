import {
  BarChart3,
  BellRing,
  CandlestickChart,
  Database,
  Eye,
  FileText,
  HelpCircle,
  LayoutDashboard,
  RefreshCcw,
  Settings,
  ShieldAlert,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  /** Absolute path; none for Help, which opens a dialog. */
  to?: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** Match the path exactly (the overview). */
  end?: boolean;
}

/** The sidebar's links, in order; admins also get Zerodha Data and User Management. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Overview', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'Portfolio', to: '/dashboard/portfolio', icon: Wallet },
  { label: 'Analytics', to: '/dashboard/analytics', icon: BarChart3 },
  { label: 'Watchlist', to: '/dashboard/watchlist', icon: Eye },
  { label: 'Alerts', to: '/dashboard/alerts', icon: BellRing },
  { label: 'Re-Buy', to: '/dashboard/rebuy', icon: RefreshCcw },
  { label: 'Loss Cover', to: '/dashboard/loss-cover', icon: ShieldAlert },
  { label: 'Charts', to: '/dashboard/charts', icon: CandlestickChart },
  { label: 'Reports', to: '/dashboard/reports', icon: FileText },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
  { label: 'Help', icon: HelpCircle },
  { label: 'Zerodha Data', to: '/dashboard/zerodha-data', icon: Database, adminOnly: true },
  { label: 'User Management', to: '/dashboard/admin/users', icon: Users, adminOnly: true },
];

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
