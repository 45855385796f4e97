// Alert rules: the Alerts page's list, editor and delivery history, and the in-app alerts of rules.
export { alertRulesApi, RULES_PAGE_SIZE, type RuleFilters } from './alertRulesApi';
export { RuleEditorDialog } from './RuleEditorDialog';
export { RuleFiltersBar } from './RuleFiltersBar';
export { RuleHistory, Pager, type HistoryRule } from './RuleHistory';
export { RulesTable } from './RulesTable';
export { conditionText } from './ruleText';
export { useAlertRules, useChannelSettings } from './useAlertRules';
export { showRuleAlertToast, startRuleAlerts } from './RuleAlertToast';
export { hearRuleAlerts, type AlertFiredSource } from './ruleAlertListener';
