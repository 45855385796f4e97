import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import {
  ErrorCode,
  type CorporateAction,
  type CorporateActionBatch,
  type CorporateActionEffects,
  type CorporateActionEntryDto,
  type UploadRef,
} from '@app/contracts';
import { DomainError, LOGGER, NATS_CONNECTION, UnitOfWork, validationError } from '@app/common';
import { CandlesRepository } from '../candles/candles.repository.js';
import { istDate } from '../candles/candle-time.js';
import { KiteCandlesRepository } from '../candles/kite-candles.repository.js';
import { Clock } from '../clock/clock.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { reduced } from './action-factor.js';
import { scalingGroups } from './action-groups.js';
import { CorporateActionEvents } from './corporate-action-events.js';
import { toCorporateAction, type ActionRow } from './corporate-action-row.js';
import { CorporateActionsRepository, type NewAction } from './corporate-actions.repository.js';
import { NseFileError, readNseCsv, type NseActionRow } from './nse-csv.js';
import { takeUploadText } from './upload-file.js';

const LIST_LIMIT = 500;
/** Past what any real action has (and what the columns store). */
const MAX_RATIO = 1_000_000;
const MAX_PER_SHARE = 1_000_000_000;
const notFound = () => new DomainError(ErrorCode.NotFound, 'Corporate action batch not found');

function fromCsv(r: NseActionRow): NewAction {
  const a = r.action;
  return {
    isin: r.isin,
    symbol: r.symbol,
    kind: a.kind,
    exDate: r.exDate,
    recordDate: r.recordDate,
    numerator: a.kind === 'dividend' ? null : a.factor.numerator,
    denominator: a.kind === 'dividend' ? null : a.factor.denominator,
    perShare: a.kind === 'dividend' ? a.perShare : null,
    purpose: a.purpose,
    line: r.line,
  };
}

/**
 * Corporate actions per ISIN: loaded in preview batches (NSE's CSV or one hand entry), applied by an
 * admin. Applying rescales the stored candles before the ex-date in the same transaction, then
 * publishes one event per action for the services that hold prices and quantities of their own.
 */
@Injectable()
export class CorporateActionsService implements OnApplicationBootstrap {
  constructor(
    private readonly repo: CorporateActionsRepository,
    private readonly candles: CandlesRepository,
    private readonly kiteCandles: KiteCandlesRepository,
    private readonly instruments: InstrumentsService,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly events: CorporateActionEvents,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.events.ensureStream();
      await this.publishPending();
    } catch (e) {
      this.logger.warn(
        { err: (e as Error).message },
        'corporate-actions stream not ready; events wait for the next apply',
      );
    }
  }

  async upload(userId: string, ref: UploadRef): Promise<{ batch: CorporateActionBatch }> {
    await this.instruments.whenReady();
    const text = await takeUploadText(this.nc, ref);
    const isins = new Map<string, string>();
    for (const i of this.instruments.all())
      if (i.exchange === 'NSE' && i.isin && i.segment === 'NSE') isins.set(i.tradingsymbol, i.isin);
    let read: ReturnType<typeof readNseCsv>;
    try {
      read = readNseCsv(text, (symbol) => isins.get(symbol) ?? null);
    } catch (e) {
      if (e instanceof NseFileError) throw validationError([{ field: 'file', errors: [e.message] }]);
      throw e;
    }
    const id = await this.uow.run(async (tx) => {
      const batchId = await this.repo.createBatch(tx, {
        source: 'nse_csv',
        fileName: ref.file_name,
        problems: read.problems,
        createdBy: userId,
      });
      await this.repo.addActions(tx, batchId, userId, read.rows.map(fromCsv));
      return batchId;
    });
    return { batch: await this.view(id) };
  }

  /** One action entered by hand; its ratio is the factor (numerator/denominator), as stored for CSV actions. */
  async create(userId: string, e: CorporateActionEntryDto): Promise<{ batch: CorporateActionBatch }> {
    await this.instruments.whenReady();
    const listings = this.instruments.all().filter((i) => i.isin === e.isin);
    const symbol = (listings.find((i) => i.exchange === 'NSE') ?? listings[0])?.tradingsymbol;
    if (!symbol) throw validationError([{ field: 'isin', errors: [`${e.isin} is not in the instrument master`] }]);
    const scaling = e.kind !== 'dividend';
    const tooLarge = [
      ...(scaling && e.ratio_numerator! > MAX_RATIO ? ['ratio_numerator'] : []),
      ...(scaling && e.ratio_denominator! > MAX_RATIO ? ['ratio_denominator'] : []),
      ...(!scaling && e.per_share! >= MAX_PER_SHARE ? ['per_share'] : []),
    ];
    if (tooLarge.length > 0)
      throw validationError(tooLarge.map((field) => ({ field, errors: [`${field} is larger than any real action`] })));
    const factor = scaling ? reduced(e.ratio_numerator!, e.ratio_denominator!) : null;
    if (factor && factor.numerator === factor.denominator)
      throw validationError([
        {
          field: 'ratio_numerator',
          errors: ['a factor of 1 changes nothing: a bonus x:y is x+y over y, a split from a to b is a over b'],
        },
      ]);
    const id = await this.uow.run(async (tx) => {
      const batchId = await this.repo.createBatch(tx, {
        source: 'manual',
        fileName: null,
        problems: [],
        createdBy: userId,
      });
      await this.repo.addActions(tx, batchId, userId, [
        {
          isin: e.isin,
          symbol,
          kind: e.kind,
          exDate: e.ex_date,
          recordDate: e.record_date ?? null,
          numerator: factor?.numerator ?? null,
          denominator: factor?.denominator ?? null,
          perShare: scaling ? null : new Decimal(e.per_share!).toFixed(),
          purpose: e.purpose?.trim() || `${e.kind} entered by hand`,
          line: null,
        },
      ]);
      return batchId;
    });
    return { batch: await this.view(id) };
  }

  /**
   * Applies the batch's actions whose ex-date has come (IST); later ones wait in preview for another
   * apply. Candles are rescaled once per ISIN and ex-date by the product of that date's factors, in the
   * transaction that marks the actions applied, so a second apply finds nothing left to do.
   */
  async apply(batchId: string): Promise<{ batch: CorporateActionBatch }> {
    const today = istDate(this.clock.now());
    const effects = await this.uow.run(async (tx) => {
      if (!(await this.repo.batch(batchId, tx, true))) throw notFound();
      const due = (await this.repo.actionsOfBatch(batchId, tx)).filter(
        (a) => a.status === 'preview' && a.ex_date <= today,
      );
      const applied = new Set(
        await this.repo.markApplied(
          tx,
          due.map((a) => a.id),
        ),
      );
      const out: CorporateActionEffects = { candles_rescaled: 0, instruments: 0 };
      for (const g of scalingGroups(due.filter((a) => applied.has(a.id)))) {
        const tokens = this.tokensOf(g.isin);
        if (tokens.length === 0) continue;
        const { numerator: n, denominator: d } = g.factor;
        out.candles_rescaled += await this.candles.rescaleBefore(tx, tokens, g.exDate, n, d);
        out.candles_rescaled += await this.kiteCandles.rescaleBefore(tx, tokens, g.exDate, n, d);
        out.instruments += tokens.length;
      }
      await this.repo.closeBatchIfDone(tx, batchId);
      return out;
    });
    await this.publishPending();
    return { batch: await this.view(batchId, effects) };
  }

  async list(isin: string | undefined): Promise<{ corporate_actions: CorporateAction[] }> {
    return { corporate_actions: (await this.repo.list(isin, LIST_LIMIT)).map(toCorporateAction) };
  }

  /** Publishes every applied action the stream has not stored yet (after an apply, and at start). */
  private async publishPending(): Promise<void> {
    for (const a of await this.repo.unpublished()) {
      await this.events.applied({ action: toCorporateAction(a), instrument_tokens: this.tokensOf(a.isin) });
      await this.repo.markPublished(a.id);
    }
  }

  private tokensOf(isin: string): number[] {
    return this.instruments
      .all()
      .filter((i) => i.isin === isin)
      .map((i) => i.instrument_token);
  }

  /** The batch as the admin sees it; `effects` is what an apply changed, else what applying would change. */
  private async view(batchId: string, effects?: CorporateActionEffects): Promise<CorporateActionBatch> {
    const batch = await this.repo.batch(batchId);
    if (!batch) throw notFound();
    const actions = await this.repo.actionsOfBatch(batchId);
    return {
      id: batch.id,
      status: batch.applied_at ? 'applied' : 'preview',
      actions: actions.map(toCorporateAction),
      problems: batch.problems,
      effects: effects ?? (await this.previewEffects(actions)),
    };
  }

  private async previewEffects(actions: ActionRow[]): Promise<CorporateActionEffects> {
    const out: CorporateActionEffects = { candles_rescaled: 0, instruments: 0 };
    for (const g of scalingGroups(actions.filter((a) => a.status === 'preview'))) {
      const tokens = this.tokensOf(g.isin);
      if (tokens.length === 0) continue;
      out.candles_rescaled += await this.candles.countBefore(tokens, g.exDate);
      out.candles_rescaled += await this.kiteCandles.countBefore(tokens, g.exDate);
      out.instruments += tokens.length;
    }
    return out;
  }
}
