// The conditional-formatting rules live in libs/formatting so the browser and the services agree.
export { cellStyle, conditionHolds, CONDITION_TYPES, type CellStyle, type ConditionType, type FormattingRule } from '@app/formatting';
