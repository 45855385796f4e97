import type { FieldError, ImportMappingDto } from '@app/contracts';
import { validationError } from '@app/common';
import { MAPPING_FIELDS } from './formats/index.js';

/**
 * Checks a user's mapping beyond its DTO: each key is a field of the chosen kind and each value a header
 * (text). The parser then reports a header the file does not have, or a required field left out, as
 * problems of the preview.
 */
export function checkMappingColumns(m: ImportMappingDto): ImportMappingDto {
  const { required, optional } = MAPPING_FIELDS[m.kind];
  const fields = new Set([...required, ...optional]);
  const errors: FieldError[] = [];
  for (const [field, header] of Object.entries(m.columns)) {
    if (!fields.has(field))
      errors.push({ field: `columns.${field.slice(0, 40)}`, errors: [`${m.kind} has no field named this`] });
    else if (typeof header !== 'string' || header.length === 0 || header.length > 200)
      errors.push({ field: `columns.${field}`, errors: ['each field maps to a column header (1 to 200 characters)'] });
  }
  if (errors.length > 0) throw validationError(errors.slice(0, 20));
  return m;
}
