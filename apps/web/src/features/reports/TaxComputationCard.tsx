import type { TaxPnlReply } from '@app/contracts/reports/types';
import { formatRupees } from '../../shared/format/decimal';
import { Card } from '../../shared/ui';
import { GAIN_NAMES, LOSS_NAMES } from './taxWords';

/** The set-off, then the year's gains per rate, the exemption and the flat-rate tax, then what carries forward. */
export function TaxComputationCard({ reply }: { reply: TaxPnlReply }) {
  const c = reply.computation;
  const lines: Array<[string, string]> = [
    ['STCG at 15%', c.stcg_15],
    ['STCG at 20%', c.stcg_20],
    ['LTCG at 10%', c.ltcg_10],
    ['LTCG at 12.5%', c.ltcg_12_5],
    ['Non-equity short term (slab)', c.non_equity_short_term],
    ['Speculative income (slab)', c.speculative],
    ['Non-speculative income (slab)', c.non_speculative],
    ['Dividends (slab)', c.dividends],
  ];
  return (
    <div className="rp-tax-grid">
      <Card
        title="Set-off"
        subtitle="Losses taken off gains: the year's own first, then those carried in"
        className="rp-card"
      >
        {reply.set_off.length === 0 ? (
          <p className="rp-muted">No losses to set off this year.</p>
        ) : (
          <ol className="rp-steps" aria-label="Set-off steps">
            {reply.set_off.map((s, i) => (
              <li key={i}>
                {formatRupees(s.amount)} of {LOSS_NAMES[s.loss].toLowerCase()} (FY {s.loss_fy}) set off against{' '}
                {GAIN_NAMES[s.against]}
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title="Computation" subtitle="After set-off; before surcharge and cess" className="rp-card">
        <dl className="rp-dl" aria-label="Tax computation">
          {lines.map(([label, value]) => (
            <div key={label} className="rp-dl__row">
              <dt>{label}</dt>
              <dd className="num">{formatRupees(value)}</dd>
            </div>
          ))}
          <div className="rp-dl__row">
            <dt>LTCG exemption used</dt>
            <dd className="num">
              {formatRupees(c.exemption.used)} of {formatRupees(c.exemption.limit)}
            </dd>
          </div>
          <div className="rp-dl__row rp-dl__row--total">
            <dt>Tax at flat rates</dt>
            <dd className="num">{formatRupees(c.flat_rate_tax)}</dd>
          </div>
        </dl>
        <p className="rp-muted rp-small">Slab income is taxed at your own slab rate and is not included above.</p>
      </Card>
      <Card title="Carried forward" subtitle="Losses left to set off in later years" className="rp-card">
        {reply.carried_forward.length === 0 ? (
          <p className="rp-muted">Nothing carries forward.</p>
        ) : (
          <ul className="rp-steps" aria-label="Carried forward losses">
            {reply.carried_forward.map((l) => (
              <li key={`${l.kind}-${l.from_fy}`}>
                {LOSS_NAMES[l.kind]} of {formatRupees(l.amount)} from FY {l.from_fy}, usable until FY {l.expires_fy}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
