import type { ReturnsReply } from '@app/contracts/reports/types';
import { formatRupees, formatSignedRupees } from '../../shared/format/decimal';
import { StatCard } from '../../shared/ui';
import { formatRatio, toneOfDecimal } from './reportFormat';
import { XirrValue } from './XirrValue';

/** Value, invested, gain, XIRR (and the plain return for spans under a year) and TWR, beside the benchmark's. */
export function ReturnsSummary({ reply }: { reply: ReturnsReply }) {
  const { portfolio: p, benchmark: b } = reply;
  const periodReturn = p.xirr.period_return;
  return (
    <div className="stats rp-stats" aria-label="Portfolio returns">
      <StatCard label="Value" value={formatRupees(p.value)} hint={`Withdrawn ${formatRupees(p.withdrawn)}`} />
      <StatCard label="Invested" value={formatRupees(p.invested)} hint={`Dividends ${formatRupees(p.dividends)}`} />
      <StatCard label="Gain" value={formatSignedRupees(p.gain)} tone={toneOfDecimal(p.gain)} />
      <StatCard
        label="XIRR"
        value={<XirrValue figure={p.xirr} />}
        hint={
          <>
            {periodReturn !== null && <span>Period return {formatRatio(periodReturn, { signed: true })}</span>}
            {b && (
              <span className="rp-stat-line">
                {b.name} <XirrValue figure={b.xirr} />
              </span>
            )}
          </>
        }
      />
      <StatCard
        label="TWR"
        value={formatRatio(p.twr, { signed: true })}
        tone={toneOfDecimal(p.twr)}
        hint={
          b ? `${b.name} ${formatRatio(b.twr, { signed: true })}` : 'Time-weighted: deposits and withdrawals left out'
        }
      />
    </div>
  );
}
