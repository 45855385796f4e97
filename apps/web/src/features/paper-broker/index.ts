// The paper broker account: orders (place, follow, cancel), holdings with live prices, and funds.
export { HoldingsTab } from './HoldingsTab';
export { OrdersPanel } from './OrdersPanel';
export { useOrders } from './useOrders';
