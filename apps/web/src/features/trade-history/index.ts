// Trading history: sold positions by month and day, and the rollover history.
export { RolloverHistoryTab } from './RolloverHistoryTab';
export { SoldTab } from './SoldTab';
