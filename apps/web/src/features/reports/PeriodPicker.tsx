import { RETURN_PERIODS, type ReturnPeriod } from '@app/contracts/reports/types';
import clsx from 'clsx';

const LABEL: Record<ReturnPeriod, string> = {
  '1M': '1M',
  '3M': '3M',
  '6M': '6M',
  YTD: 'YTD',
  FY: 'FY',
  '1Y': '1Y',
  '3Y': '3Y',
  '5Y': '5Y',
  MAX: 'Max',
};
const TITLE: Partial<Record<ReturnPeriod, string>> = {
  YTD: 'Since 1 January',
  FY: 'Since 1 April (this financial year)',
  MAX: 'Since your first trade',
};

export function PeriodPicker({ value, onChange }: { value: ReturnPeriod; onChange: (p: ReturnPeriod) => void }) {
  return (
    <div className="rp-periods" role="group" aria-label="Period">
      {RETURN_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          className={clsx('rp-period', p === value && 'rp-period--active')}
          aria-pressed={p === value}
          title={TITLE[p]}
          onClick={() => onChange(p)}
        >
          {LABEL[p]}
        </button>
      ))}
    </div>
  );
}
