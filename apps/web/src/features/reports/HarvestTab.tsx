import { formatRupees, formatSignedRupees } from '../../shared/format/decimal';
import { formatDay } from '../../shared/format/dates';
import { Card, EmptyState, LoadingState, ProgressBar, StatCard } from '../../shared/ui';
import { HarvestLotsTable } from './HarvestLotsTable';
import { NoTradesYet, NoticeList, ReportError } from './ReportStates';
import { shareOf, toneOfDecimal } from './reportFormat';
import { useHarvest } from './reportsApi';

/** This year's harvesting plan: the LTCG exemption left, losses worth booking, and gains that fit the headroom. */
export function HarvestTab() {
  const { data, error, isLoading, mutate } = useHarvest();

  if (isLoading) return <LoadingState text="Loading the harvesting plan..." />;
  if (error)
    return <ReportError title="Failed to load the harvesting plan" error={error} onRetry={() => void mutate()} />;
  const nothing =
    !data ||
    (data.losses.length === 0 &&
      data.gains.length === 0 &&
      [data.realised.short_term, data.realised.long_term, data.realised.intraday].every(
        (v) => toneOfDecimal(v) === 'neutral',
      ));
  if (!data || nothing)
    return <NoTradesYet hint="Once your ledger has lots, the plan shows which to book before 31 March." />;

  const { exemption: ex, realised, estimated_tax_saved: saved } = data;
  return (
    <div className="rp-stack">
      <NoticeList items={data.warnings} label="Before you sell" tone="warning" />
      <Card
        title={`LTCG exemption, FY ${data.fy}`}
        subtitle={`As of ${formatDay(data.as_of)}: ${formatRupees(ex.headroom)} of long-term gains can still be booked tax-free`}
        className="rp-card"
      >
        <ProgressBar
          label="Exemption used"
          value={shareOf(ex.used, ex.limit)}
          detail={`${formatRupees(ex.used)} of ${formatRupees(ex.limit)}`}
          className="rp-headroom"
        />
        <div className="stats rp-stats">
          <StatCard
            label="Realised short term"
            value={formatSignedRupees(realised.short_term)}
            tone={toneOfDecimal(realised.short_term)}
          />
          <StatCard
            label="Realised long term"
            value={formatSignedRupees(realised.long_term)}
            tone={toneOfDecimal(realised.long_term)}
          />
          <StatCard
            label="Realised intraday"
            value={formatSignedRupees(realised.intraday)}
            tone={toneOfDecimal(realised.intraday)}
          />
          <StatCard
            label="Estimated tax saved"
            value={formatRupees(saved.total)}
            tone="positive"
            hint={`Losses ${formatRupees(saved.from_losses)} · Gains ${formatRupees(saved.from_gains)}`}
          />
        </div>
      </Card>
      <Card
        title="Losses to book"
        subtitle={`Largest loss first; your Loss Cover band is ${data.loss_cover.min_loss_percent}% to ${data.loss_cover.max_loss_percent}% down`}
        className="rp-card"
      >
        <HarvestLotsTable
          lots={data.losses}
          kind="losses"
          empty={<EmptyState title="No lot is below its cost" hint="Nothing to book at a loss right now." />}
        />
      </Card>
      <Card
        title="Gains to book within the exemption"
        subtitle="Long-term lots, oldest first, up to the headroom"
        className="rp-card"
      >
        <HarvestLotsTable
          lots={data.gains}
          kind="gains"
          empty={
            <EmptyState
              title="No long-term gains to book"
              hint="No long-term lot is in profit, or the exemption is used up."
            />
          }
        />
      </Card>
    </div>
  );
}
