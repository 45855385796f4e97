import type { ContainerType } from '@app/contracts/settings/constants';

export interface ColumnLabel {
  label: string;
  description: string;
}

/** How each column reads in the column dialog (part 2 section 3's column definitions). */
export const COLUMN_LABELS: Record<ContainerType, Record<string, ColumnLabel>> = {
  'live-portfolio': {
    name: { label: 'Instrument', description: 'Symbol and name' },
    buyPrice: { label: 'Buy Price', description: 'Average buy price' },
    quantity: { label: 'Quantity', description: 'Open quantity' },
    amount: { label: 'Invested', description: 'Buy price × quantity' },
    livePrice: { label: 'Live Price', description: 'Last traded price and change %' },
    profitLoss: { label: 'P&L Cash', description: 'Unrealized profit or loss in rupees' },
    profitLossPercent: { label: 'P&L %', description: 'Unrealized profit or loss against the buy price' },
    actions: { label: 'Actions', description: 'Open the chart' },
  },
  watchlist: {
    instrument: { label: 'Instrument', description: 'Symbol and exchange; green when the target is reached' },
    livePrice: { label: 'Live Price', description: 'Last traded price and change %' },
    targetPrice: { label: 'Target Price', description: 'Your target' },
    difference: { label: 'Distance', description: 'Distance from the target, in percent and rupees' },
    actions: { label: 'Actions', description: 'Open the chart' },
  },
  analytics: {
    tradingsymbol: { label: 'Instrument', description: 'Symbol and name' },
    livePrice: { label: 'Live Price', description: 'Last traded price and change %' },
    highestPrice: { label: 'Highest (12M)', description: 'Highest price in the time range' },
    lowestAfterHigh: { label: 'Lowest After Peak', description: 'Lowest price since the high, with the drop' },
    percentFromLowest: { label: 'Performance vs Low', description: 'Live price against the lowest after the peak' },
    percentBelowHigh: { label: 'Performance vs High', description: 'How far the live price is below the high' },
  },
  rebuy: {
    instrument: { label: 'Instrument', description: 'Symbol with entries and average buy' },
    buyPrice: { label: 'Buy Price', description: 'Average buy price' },
    sellPrice: { label: 'Sell Price', description: 'Average sell price' },
    livePrice: { label: 'Live Price', description: 'Last traded price and change %' },
    currentGainLoss: { label: 'Current Gain/Loss', description: '(Sell − live) × quantity' },
    currentGainLossPercent: { label: 'Gain/Loss %', description: 'Against the sell price' },
    actions: { label: 'Actions', description: 'Open the chart' },
  },
  'loss-cover': {
    instrument: { label: 'Instrument', description: 'Symbol and name' },
    lossPercent: { label: 'Loss %', description: '(Buy − live) / buy' },
    livePrice: { label: 'Live Price', description: 'Last traded price and change %' },
    buyPrice: { label: 'Buy Price', description: 'Average buy price' },
    cashLoss: { label: 'Cash Loss', description: 'Loss in rupees' },
    quantity: { label: 'Quantity', description: 'Open quantity' },
    currentValue: { label: 'Current Value', description: 'Live price × quantity' },
    unrealizedPnL: { label: 'Unrealized P&L', description: 'Profit or loss in rupees' },
  },
  'sold-positions': {
    instrument: { label: 'Instrument', description: 'Symbol and name' },
    buyPrice: { label: 'Buy Price', description: 'Buy price' },
    sellPrice: { label: 'Sell Price', description: 'Sell price' },
    quantity: { label: 'Quantity', description: 'Quantity sold' },
    type: { label: 'Type', description: 'Buy/Long or Sell/Short' },
    commission: { label: 'Commission', description: 'Commission charged' },
    realizedPnL: { label: 'Realized P&L', description: 'Net of commission' },
    realizedPnLPercent: { label: 'Realized P&L %', description: 'Against the buy amount' },
    soldDate: { label: 'Sold On', description: 'Date of the sale' },
    actions: { label: 'Actions', description: 'Delete' },
  },
};

export function columnLabel(type: ContainerType, column: string): string {
  return COLUMN_LABELS[type][column]?.label ?? column;
}
