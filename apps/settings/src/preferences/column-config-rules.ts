import { COLUMN_SETS, CONTAINER_TYPES, type ColumnConfig, type ContainerType, type FieldError } from '@app/contracts';

/**
 * What is wrong with a column configuration: unknown columns, duplicates, a required column left out,
 * or an order that is not exactly the selected columns rearranged.
 */
export function columnConfigProblems(
  config: { containerType: string; selectedColumns: unknown; columnOrder: unknown },
  prefix = '',
): FieldError[] {
  const problems: FieldError[] = [];
  const field = (name: string) => `${prefix}${name}`;
  if (!CONTAINER_TYPES.includes(config.containerType as ContainerType)) {
    return [{ field: field('containerType'), errors: [`containerType must be one of ${CONTAINER_TYPES.join(', ')}`] }];
  }
  const set = COLUMN_SETS[config.containerType as ContainerType];
  const selected = Array.isArray(config.selectedColumns) ? (config.selectedColumns as unknown[]) : null;
  const order = Array.isArray(config.columnOrder) ? (config.columnOrder as unknown[]) : null;
  if (!selected || selected.length === 0) {
    return [{ field: field('selectedColumns'), errors: ['Select at least one column'] }];
  }
  const unknown = selected.filter((c) => typeof c !== 'string' || !set.columns.includes(c));
  if (unknown.length > 0)
    problems.push({ field: field('selectedColumns'), errors: [`unknown columns: ${unknown.join(', ')}`] });
  if (new Set(selected).size !== selected.length)
    problems.push({ field: field('selectedColumns'), errors: ['columns must not repeat'] });
  const missing = set.required.filter((c) => !selected.includes(c));
  if (missing.length > 0)
    problems.push({ field: field('selectedColumns'), errors: [`required columns missing: ${missing.join(', ')}`] });
  const sameMembers = order !== null && order.length === selected.length && selected.every((c) => order.includes(c));
  if (!sameMembers)
    problems.push({ field: field('columnOrder'), errors: ['columnOrder must list exactly the selected columns'] });
  return problems;
}

/** A config saved under a container type's path must be for that type, and pass the column rules. */
export function columnConfigForPathProblems(pathType: ContainerType, config: ColumnConfig): FieldError[] {
  if (config.containerType !== pathType)
    return [{ field: 'containerType', errors: ['containerType must match the path'] }];
  return columnConfigProblems(config);
}

/** Only the three fields of a config are stored. */
export function storedColumnConfig(config: ColumnConfig): ColumnConfig {
  return {
    containerType: config.containerType,
    selectedColumns: config.selectedColumns,
    columnOrder: config.columnOrder,
  };
}
