import type { ContainerType } from '@app/contracts/settings/constants';

/**
 * The one label of every column of the containers' column sets. The column dialog, the table headers,
 * Settings > Containers and the conditional-formatting rules all read it here, so a column reads the
 * same wherever it shows. A column id means the same in every set, so it has one label.
 */
export const COLUMN_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  instrument: 'Instrument',
  tradingsymbol: 'Trading Symbol',
  buyPrice: 'Buy Price',
  sellPrice: 'Sell Price',
  quantity: 'Quantity',
  amount: 'Amount',
  livePrice: 'Live Price',
  profitLoss: 'P&L Cash',
  profitLossPercent: 'P&L %',
  targetPrice: 'Target Price',
  difference: 'Difference',
  highestPrice: 'Highest (12M)',
  lowestAfterHigh: 'Lowest After Peak',
  percentFromLowest: 'Performance vs Low',
  percentBelowHigh: 'Performance vs High',
  currentGainLoss: 'Current Gain/Loss',
  currentGainLossPercent: 'Current Gain/Loss %',
  lossPercent: 'Loss %',
  cashLoss: 'Cash Loss',
  currentValue: 'Current Value',
  unrealizedPnL: 'Unrealized P&L',
  type: 'Type',
  commission: 'Commission',
  realizedPnL: 'Realized P&L',
  realizedPnLPercent: 'Realized P&L %',
  soldDate: 'Sold Date',
  actions: 'Actions',
};

/** A column's label; an unknown id reads as itself. */
export function columnLabel(column: string): string {
  return COLUMN_LABELS[column] ?? column;
}

/** The highest-price header names the analytics time range in use ('Highest (12M)' for the default year). */
export function highestPriceLabel(months: number): string {
  return `Highest (${months}M)`;
}

/** What each column shows, per container type (the column dialog's second line). */
export const COLUMN_DESCRIPTIONS: Record<ContainerType, Readonly<Record<string, string>>> = {
  'live-portfolio': {
    name: 'Symbol and name',
    buyPrice: 'Average buy price',
    quantity: 'Open quantity',
    amount: 'Buy price × quantity',
    livePrice: 'Last traded price and change %',
    profitLoss: 'Unrealized profit or loss in rupees',
    profitLossPercent: 'Unrealized profit or loss against the buy price',
    actions: 'Open the chart',
  },
  watchlist: {
    instrument: 'Symbol and exchange; green when the target is reached',
    livePrice: 'Last traded price and change %',
    targetPrice: 'Your target',
    difference: 'Distance from the target, in percent and rupees',
    actions: 'Open the chart',
  },
  analytics: {
    tradingsymbol: 'Symbol and name',
    livePrice: 'Last traded price and change %',
    highestPrice: 'Highest price in the time range',
    lowestAfterHigh: 'Lowest price since the high, with the drop',
    percentFromLowest: 'Live price against the lowest after the peak',
    percentBelowHigh: 'How far the live price is below the high',
  },
  rebuy: {
    instrument: 'Symbol with entries and average buy',
    buyPrice: 'Average buy price',
    sellPrice: 'Average sell price',
    livePrice: 'Last traded price and change %',
    currentGainLoss: '(Sell − live) × quantity',
    currentGainLossPercent: 'Against the sell price',
    actions: 'Open the chart',
  },
  'loss-cover': {
    instrument: 'Symbol and name',
    lossPercent: '(Buy − live) / buy',
    livePrice: 'Last traded price and change %',
    buyPrice: 'Average buy price',
    cashLoss: 'Loss in rupees',
    quantity: 'Open quantity',
    currentValue: 'Live price × quantity',
    unrealizedPnL: 'Profit or loss in rupees',
  },
  'sold-positions': {
    instrument: 'Symbol and name',
    buyPrice: 'Buy price',
    sellPrice: 'Sell price',
    quantity: 'Quantity sold',
    type: 'Buy/Long or Sell/Short',
    commission: 'Commission charged',
    realizedPnL: 'Net of commission',
    realizedPnLPercent: 'Against the buy amount',
    soldDate: 'Date of the sale',
    actions: 'Delete',
  },
};
