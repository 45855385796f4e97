import type { ImportProblem } from '@app/contracts/ledger/types';
import { describe, expect, it } from 'vitest';
import { filterProblems, problemColumns } from './importRules';

const problems: ImportProblem[] = [
  { line: 4, column: 'price', field: 'price', message: 'price must be a number above 0' },
  { line: 14, column: 'trade_date', field: 'trade_date', message: 'not a date: 31-02-2024' },
  { line: 40, column: null, field: null, message: 'the row has 9 cells; the header has 14' },
  { line: 41, column: 'price', field: 'price', message: 'price is empty' },
];

describe('problem filtering', () => {
  it('matches a number as a whole line number, not part of one', () => {
    expect(filterProblems(problems, { text: '4', column: '' }).map((p) => p.line)).toEqual([4]);
    expect(filterProblems(problems, { text: ' 41 ', column: '' }).map((p) => p.line)).toEqual([41]);
  });

  it('matches words in the message, column or field, ignoring case', () => {
    expect(filterProblems(problems, { text: 'DATE', column: '' }).map((p) => p.line)).toEqual([14]);
    expect(filterProblems(problems, { text: 'header', column: '' }).map((p) => p.line)).toEqual([40]);
  });

  it('narrows to one column and combines with the text', () => {
    expect(filterProblems(problems, { text: '', column: 'price' }).map((p) => p.line)).toEqual([4, 41]);
    expect(filterProblems(problems, { text: 'empty', column: 'price' }).map((p) => p.line)).toEqual([41]);
    expect(filterProblems(problems, { text: '', column: '' })).toHaveLength(4);
  });

  it('offers each column once, leaving out whole-row problems', () => {
    expect(problemColumns(problems)).toEqual(['price', 'trade_date']);
  });
});
