import type { ImportMappingStep } from '@app/contracts/ledger/types';
import { useState } from 'react';
import { Button, SelectField } from '../../shared/ui';
import {
  fieldLabel,
  initialChoice,
  KIND_WORDS,
  missingRequired,
  reusedHeaders,
  type ColumnChoice,
} from './mappingState';

/**
 * An unknown file: a select of the file's headers for each field, the suggestion preselected; the
 * required fields still unmapped are named, and Apply waits for them.
 */
export function MappingStep({
  step,
  busy,
  onApply,
}: {
  step: ImportMappingStep;
  busy: boolean;
  onApply: (choice: ColumnChoice) => void;
}) {
  const [choice, setChoice] = useState<ColumnChoice>(() => initialChoice(step));
  const missing = missingRequired(step, choice);
  const reused = reusedHeaders(choice);
  const options = [{ value: '', label: 'Not in this file' }, ...step.headers.map((h) => ({ value: h, label: h }))];
  const field = (f: string, required: boolean) => (
    <SelectField
      key={f}
      label={`${fieldLabel(f)}${required ? ' *' : ''}`}
      options={options}
      value={choice[f] ?? ''}
      error={required && !choice[f] ? 'Required: choose the column that holds it' : undefined}
      onChange={(e) => setChoice((c) => ({ ...c, [f]: e.target.value }))}
    />
  );
  return (
    <div className="li-mapping">
      <p className="li-mapping__intro">
        This file&apos;s layout is not one we know. Say which column holds each field; rows are read as{' '}
        <strong>{KIND_WORDS[step.kind].toLowerCase()}</strong>. Your choice is saved and reused for files with the same
        columns.
      </p>
      <fieldset className="li-mapping__group">
        <legend>Required</legend>
        <div className="li-mapping__grid">{step.required.map((f) => field(f, true))}</div>
      </fieldset>
      {step.optional.length > 0 && (
        <fieldset className="li-mapping__group">
          <legend>Optional</legend>
          <div className="li-mapping__grid">{step.optional.map((f) => field(f, false))}</div>
        </fieldset>
      )}
      <div className="li-mapping__footer">
        <p className="li-reason" role="status">
          {missing.length > 0
            ? `Missing required: ${missing.map(fieldLabel).join(', ')}.`
            : reused.length > 0
              ? `Used for more than one field: ${reused.join(', ')}.`
              : 'Every required field has a column.'}
        </p>
        <Button variant="primary" disabled={missing.length > 0} loading={busy} onClick={() => onApply(choice)}>
          Apply mapping
        </Button>
      </div>
    </div>
  );
}
