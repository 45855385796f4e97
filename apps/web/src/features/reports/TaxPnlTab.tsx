import { useId, useMemo, useState } from 'react';
import { formatRupees, formatSignedRupees } from '../../shared/format/decimal';
import { todayIst } from '../../shared/format/dates';
import { Card, LoadingState, StatCard } from '../../shared/ui';
import { ExportButtons } from './ExportButtons';
import { financialYearChoices, financialYearLabel } from './financialYear';
import { NoTradesYet, NoticeList, ReportError } from './ReportStates';
import { toneOfDecimal } from './reportFormat';
import { useTaxPnl } from './reportsApi';
import { TaxComputationCard } from './TaxComputationCard';
import { TaxTradesTable } from './TaxTradesTable';

/** One financial year's Tax P&L as Console lays it out, with the set-off and the tax at flat rates. */
export function TaxPnlTab() {
  const id = useId();
  const years = useMemo(() => financialYearChoices(todayIst()), []);
  const [fy, setFy] = useState(years[0]!);
  const { data, error, isLoading, mutate } = useTaxPnl(fy);
  const empty = data && data.rows.length === 0 && data.dividends.rows.length === 0 && data.carried_forward.length === 0;

  let body;
  if (isLoading) body = <LoadingState text="Loading Tax P&L..." />;
  else if (error) body = <ReportError title="Failed to load Tax P&L" error={error} onRetry={() => void mutate()} />;
  else if (!data || empty) body = <NoTradesYet hint={`Nothing was sold and no dividend was paid in FY ${fy}.`} />;
  else {
    const warnings =
      data.unknown_basis > 0
        ? [...data.warnings, `${data.unknown_basis} exit(s) with unknown cost are listed but not counted.`]
        : data.warnings;
    body = (
      <>
        <NoticeList items={warnings} label="Warnings" tone="warning" />
        <div className="stats rp-stats" aria-label="Sections">
          {data.sections.map((s) => (
            <StatCard
              key={s.section}
              label={s.label}
              value={formatSignedRupees(s.taxable_profit)}
              tone={toneOfDecimal(s.taxable_profit)}
              hint={`Profit ${formatSignedRupees(s.profit)} · Turnover ${formatRupees(s.turnover)} · ${s.rows} exit${s.rows === 1 ? '' : 's'}`}
            />
          ))}
          <StatCard
            label="Dividends"
            value={formatRupees(data.dividends.total)}
            hint={`${data.dividends.rows.length} payouts`}
          />
        </div>
        <Card title="Tradewise exits" subtitle={financialYearLabel(data.fy)} className="rp-card">
          <TaxTradesTable rows={data.rows} sections={data.sections} />
        </Card>
        <TaxComputationCard reply={data} />
      </>
    );
  }

  return (
    <div className="rp-stack">
      <div className="rp-toolbar">
        <label className="rp-filter" htmlFor={id}>
          <span>Financial year</span>
          <select
            id={id}
            className="input select"
            value={fy}
            onChange={(e) => setFy(years.includes(e.target.value) ? e.target.value : years[0]!)}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                FY {y}
              </option>
            ))}
          </select>
        </label>
        <ExportButtons fy={fy} disabled={!data || Boolean(empty)} />
      </div>
      {body}
    </div>
  );
}
