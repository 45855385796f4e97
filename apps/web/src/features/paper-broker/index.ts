// The broker account (Zerodha when connected and live, else the paper broker): orders (place, follow,
// cancel), holdings with live prices, funds, and Zerodha's own positions.
export { BrokerPositions } from './BrokerPositions';
export { HoldingsTab } from './HoldingsTab';
export { OrdersPanel } from './OrdersPanel';
export { useOrders } from './useOrders';
