import { Injectable } from '@nestjs/common';
import { DomainError } from '@app/common';
import type { HarvestQueryDto, HarvestReply } from '@app/contracts';
import { LedgerClock } from '../../ledger/ledger-clock.js';
import { LedgerService } from '../../ledger/ledger.service.js';
import { buildLedger, type KeyHistory } from '../../ledger/lot-engine.js';
import { MarketPricesClient } from '../../market/market-prices.client.js';
import { FmvTable } from '../tax/fmv-table.js';
import { fyStartOf } from '../tax/indian-financial-year.js';
import { isDerivativeKey } from '../tax/tax-sections.js';
import { harvestPlan } from './harvest-plan.js';
import { LossCoverClient } from './loss-cover.client.js';

const WARNINGS = [
  'A sale takes the oldest shares first (FIFO): to book a particular lot, every older lot of the same stock is sold before it.',
  'India has no wash-sale rule, but selling and buying back at once only to book a loss can be questioned by the tax department.',
  'Estimates are at the flat rates only, before surcharge and the 4% health and education cess, and gross of charges.',
];

/** The harvesting plan for the current financial year from one user's open lots. */
@Injectable()
export class HarvestService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly market: MarketPricesClient,
    private readonly clock: LedgerClock,
    private readonly lossCover: LossCoverClient,
    private readonly fmvTable: FmvTable,
  ) {}

  async harvest(userId: string, q: HarvestQueryDto): Promise<HarvestReply> {
    const today = this.clock.today();
    const input = await this.ledger.input(userId, today);
    const histories = [...buildLedger(input).values()];
    if (q.isin && !histories.some((h) => h.isin === q.isin)) throw DomainError.notFound('Holding');
    const [prices, band] = await Promise.all([
      this.prices(histories.filter((h) => !q.isin || h.isin === q.isin)),
      this.lossCover.lossCover(userId),
    ]);
    const plan = harvestPlan({
      histories,
      actions: input.actions,
      fy: fyStartOf(today),
      today,
      prices,
      lossCover: band,
      fmv: this.fmvTable.lookup,
      isin: q.isin,
    });
    const { fmvMissing, ...reply } = plan;
    const warnings = [...WARNINGS];
    const unpriced = histories.filter(
      (h) => !isDerivativeKey(h.key) && hasOpen(h) && !prices.has(h.key) && (!q.isin || h.isin === q.isin),
    );
    if (unpriced.length > 0)
      warnings.push(
        `No last price for ${unpriced
          .map((h) => h.symbol)
          .sort()
          .join(', ')}: left out of the plan.`,
      );
    if (fmvMissing.length > 0)
      warnings.push(`The 31 Jan 2018 fair market value is not known for ${fmvMissing.join(', ')}: actual cost used.`);
    return { ...reply, as_of: today, warnings };
  }

  /** Last price per ledger key with shares open, found as the holdings view finds them. */
  private async prices(histories: readonly KeyHistory[]): Promise<Map<string, number>> {
    const open = histories.filter((h) => !isDerivativeKey(h.key) && hasOpen(h));
    const tokens = await Promise.all(
      open.map((h) => this.market.bySymbol(h.exchange, h.symbol).catch(() => undefined)),
    );
    const ticks = await this.market
      .latest(tokens.filter((t): t is number => t !== undefined))
      .catch(() => new Map<number, { last_price: number }>());
    const out = new Map<string, number>();
    open.forEach((h, i) => {
      const token = tokens[i];
      const last = token === undefined ? undefined : ticks.get(token)?.last_price;
      if (last !== undefined && last > 0) out.set(h.key, last);
    });
    return out;
  }
}

const hasOpen = (h: KeyHistory): boolean => h.lots.some((l) => l.open.gt(0) && !l.short);
