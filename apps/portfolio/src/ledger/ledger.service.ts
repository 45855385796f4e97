import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Decimal } from 'decimal.js';
import type {
  Instrument,
  DividendEntry,
  DividendsReply,
  LedgerHolding,
  Lot,
  RealisedQueryDto,
  RealisedReply,
} from '@app/contracts';
import { LOGGER, validationError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { dividendsReply, entitledQuantity } from './dividend-rules.js';
import { financialYearOf } from './indian-fy.js';
import { LedgerActionsRepository, type DividendAction } from './ledger-actions.repository.js';
import { LedgerClock } from './ledger-clock.js';
import { LedgerTradesRepository } from './ledger-trades.repository.js';
import { priced, realisedBetween, rupees, toHolding, toLot } from './ledger-views.js';
import { buildLedger, type KeyHistory, type LedgerInput } from './lot-engine.js';

/**
 * The lot ledger as the user reads it. Lots are derived on every read from the stored trades, opening
 * lots and the corporate actions in effect, so an action applied, a history imported late or an import
 * undone all show at once, and no stored lot can drift from its trades.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly trades: LedgerTradesRepository,
    private readonly actions: LedgerActionsRepository,
    private readonly market: MarketPricesClient,
    private readonly clock: LedgerClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The user's ledger input; trades stored with an instrument but no ISIN get it from the market first. */
  async input(userId: string, today = this.clock.today()): Promise<LedgerInput> {
    await this.resolveIsins(userId);
    const [trades, openings, actions] = await Promise.all([
      this.trades.trades(userId),
      this.trades.openings(userId),
      this.actions.lotActions(today),
    ]);
    return { trades, openings, actions };
  }

  private async resolveIsins(userId: string): Promise<void> {
    const tokens = await this.trades.tokensWithoutIsin(userId);
    if (tokens.length === 0) return;
    try {
      const instruments = await this.market.instruments(tokens);
      const isins = new Map<number, string>();
      for (const [token, i] of instruments) if (i.isin) isins.set(token, i.isin);
      await this.trades.fillIsins(userId, isins);
    } catch (e) {
      // Until the market service answers, these trades stand apart under their exchange and symbol.
      this.logger.warn({ err: (e as Error).message }, 'ISINs of ledger trades not resolved');
    }
  }

  private async histories(userId: string): Promise<Map<string, KeyHistory>> {
    return buildLedger(await this.input(userId));
  }

  async holdings(userId: string): Promise<LedgerHolding[]> {
    const held = [...(await this.histories(userId)).values()]
      .map(toHolding)
      .filter((h): h is NonNullable<typeof h> => h !== null);
    // Sorted once priced: a renamed stock is listed under the symbol it has now.
    return (await this.price(held)).sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  /** Last prices for the holdings; a holding the market cannot price is answered without one. */
  private async price(held: LedgerHolding[]): Promise<LedgerHolding[]> {
    const instruments = await this.market.holdingInstruments(held).catch(() => held.map((): Instrument | null => null));
    const ticks = await this.market.latest(instruments.flatMap((i) => (i ? [i.instrument_token] : [])));
    return held.map((h, i) => {
      const instrument = instruments[i];
      if (!instrument) return priced(h, null, null);
      // A renamed stock is shown under the symbol it trades as now.
      const named = { ...h, symbol: instrument.tradingsymbol };
      return priced(named, instrument.instrument_token, ticks.get(instrument.instrument_token)?.last_price ?? null);
    });
  }

  /** Every lot of the user, or of one ISIN; another user's ISIN simply has none. */
  async lots(userId: string, isin?: string): Promise<Lot[]> {
    const histories = [...(await this.histories(userId)).values()].filter((h) => !isin || h.isin === isin);
    return histories
      .flatMap((h) => h.lots.map(toLot))
      .sort((a, b) => a.buy_date.localeCompare(b.buy_date) || a.symbol.localeCompare(b.symbol));
  }

  async realised(userId: string, q: RealisedQueryDto): Promise<RealisedReply> {
    const fy = financialYearOf(this.clock.today());
    const from = q.from ?? fy.from;
    const to = q.to ?? fy.to;
    // The DTO lets a full ISO time through; the ledger counts whole IST days.
    const notDay = (['from', 'to'] as const).filter((f) => q[f] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(q[f]!));
    if (notDay.length > 0)
      throw validationError(notDay.map((field) => ({ field, errors: [`${field} must be a date YYYY-MM-DD`] })));
    if (from > to) throw validationError([{ field: 'from', errors: ['from must not be after to'] }]);
    return realisedBetween((await this.histories(userId)).values(), from, to);
  }

  /**
   * Received dividends (imported, or booked from applied actions: any action whose ex-date has come and
   * was not booked yet for this user is booked now), upcoming ones for what is held, and yield on cost.
   */
  async dividends(userId: string): Promise<DividendsReply> {
    const today = this.clock.today();
    const input = await this.input(userId, today);
    const actions = await this.bookDue(userId, input, today);
    const holdings = [...buildLedger(input).values()].map(toHolding).filter((h) => h !== null);
    const upcoming: DividendEntry[] = actions
      .filter((a) => a.ex_date > today)
      .flatMap((a) => {
        const h = holdings.find((x) => x.isin === a.isin);
        if (!h) return [];
        return [
          {
            id: a.id,
            isin: a.isin,
            symbol: h.symbol,
            ex_date: a.ex_date,
            record_date: a.record_date,
            quantity: h.quantity,
            per_share: a.per_share,
            amount: rupees(new Decimal(a.per_share).times(h.quantity)),
            source: 'corporate-action',
            status: 'upcoming',
          },
        ];
      });
    return dividendsReply([...upcoming, ...(await this.actions.dividends(userId))], holdings, today);
  }

  /**
   * The dividends a user has received, for reports that have just read the ledger (passed in, so it is
   * not read twice): what is due is booked first, as `dividends` does, without the holdings it adds.
   */
  async received(userId: string, input: LedgerInput): Promise<DividendEntry[]> {
    await this.bookDue(userId, input, this.clock.today());
    return this.actions.dividends(userId);
  }

  /** Books every dividend action whose ex-date has come and that this user has not had yet; answers all of them. */
  private async bookDue(userId: string, input: LedgerInput, today: string): Promise<DividendAction[]> {
    const isins = [...new Set(input.trades.map((t) => t.isin).concat(input.openings.map((o) => o.isin)))];
    const actions = await this.actions.dividendActions(isins.filter((i): i is string => i !== null));
    const booked = await this.actions.bookedActionIds(userId);
    for (const a of actions.filter((x) => x.ex_date <= today && !booked.has(x.id))) await this.book(userId, a, input);
    return actions;
  }

  /** Books one dividend action for a user from the shares that earned it (none: nothing booked). */
  async book(userId: string, a: DividendAction, input: LedgerInput): Promise<void> {
    const quantity = entitledQuantity(input, a.isin, a.ex_date);
    if (quantity.isZero()) return;
    await this.actions.bookDividend(userId, a, quantity.toFixed(), rupees(quantity.times(a.per_share)));
  }
}
