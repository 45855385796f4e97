export { CorporateActionsAdmin } from './CorporateActionsAdmin';
