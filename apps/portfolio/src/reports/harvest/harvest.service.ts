import { Injectable } from '@nestjs/common';
import { DomainError } from '@app/common';
import type { HarvestQueryDto, HarvestReply, Instrument } from '@app/contracts';
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
    const built = [...buildLedger(input).values()];
    if (q.isin && !built.some((h) => h.isin === q.isin)) throw DomainError.notFound('Holding');
    const [{ prices, symbols }, band] = await Promise.all([
      this.prices(built.filter((h) => !q.isin || h.isin === q.isin)),
      this.lossCover.lossCover(userId),
    ]);
    const histories = built.map((h) => (symbols.has(h.key) ? { ...h, symbol: symbols.get(h.key)! } : h));
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

  /**
   * Last price per ledger key with shares open, found as the holdings view finds them, and the symbol
   * each such stock trades under now where it has been renamed.
   */
  private async prices(
    histories: readonly KeyHistory[],
  ): Promise<{ prices: Map<string, number>; symbols: Map<string, string> }> {
    const open = histories.filter((h) => !isDerivativeKey(h.key) && hasOpen(h));
    const instruments = await this.market.holdingInstruments(open).catch(() => open.map((): Instrument | null => null));
    const ticks = await this.market
      .latest(instruments.flatMap((i) => (i ? [i.instrument_token] : [])))
      .catch(() => new Map<number, { last_price: number }>());
    const prices = new Map<string, number>();
    const symbols = new Map<string, string>();
    open.forEach((h, i) => {
      const instrument = instruments[i];
      if (!instrument) return;
      if (instrument.tradingsymbol !== h.symbol) symbols.set(h.key, instrument.tradingsymbol);
      const last = ticks.get(instrument.instrument_token)?.last_price;
      if (last !== undefined && last > 0) prices.set(h.key, last);
    });
    return { prices, symbols };
  }
}

const hasOpen = (h: KeyHistory): boolean => h.lots.some((l) => l.open.gt(0) && !l.short);
