// Reports: returns against a benchmark, the year's Tax P&L with its export, and the harvesting plan.
export { ReportsView } from './ReportsView';
export { ReturnsCard } from './ReturnsCard';
export { PlanHarvestLink } from './PlanHarvestLink';
export { reportTabFromParam, HARVEST_PATH, type ReportTab } from './reportTabs';
