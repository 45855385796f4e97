import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  ErrorCode,
  MARKET_EVENTS,
  type Actor,
  type Instrument,
  type InstrumentRef,
  type InstrumentsReloadedEvent,
  type InstrumentsReloadProgress,
  type InstrumentsReloadProgressEvent,
  type InstrumentsStatusReply,
  type SecuritySearchResult,
} from '@app/contracts';
import { DomainError, LOGGER, NATS_CONNECTION, UnitOfWork } from '@app/common';
import { Clock } from '../clock/clock.js';
import { MarketConfig } from '../config/market.config.js';
import { bundledSnapshot, loadBundledInstruments, snapshotPricedTokens } from './bundled-instruments.js';
import { InstrumentLoadsRepository } from './instrument-loads.repository.js';
import { InstrumentRefIndex } from './instrument-ref-index.js';
import { InstrumentsRepository } from './instruments.repository.js';
import { KiteInstrumentsClient } from './kite-instruments.client.js';
import {
  carryIsins,
  followsReload,
  liveProgress,
  masterStatus,
  reloadSource,
  startupLoad,
  type MasterOrigin,
  type MasterSource,
} from './master-rules.js';
import { SearchIndex } from './search-index.js';
import { simulatorCore } from './simulator-core.js';

type ReloadListener = (instruments: readonly Instrument[]) => void;

/** The instrument master: kept in Postgres, served from memory. */
@Injectable()
export class InstrumentsService implements OnApplicationBootstrap, OnModuleDestroy {
  private list: Instrument[] = [];
  private byToken = new Map<number, Instrument>();
  private index = new SearchIndex([]);
  private refIndex?: { of: readonly Instrument[]; index: InstrumentRefIndex };
  private core: Instrument[] = [];
  private origin: MasterOrigin = { source: 'bundled', loadedAt: null };
  /** The last reload progress heard from any replica (this one included), with when it was heard. */
  private progress: { progress: InstrumentsReloadProgress | null; heardAt: number } | null = null;
  private readonly listeners: ReloadListener[] = [];
  private readonly subs: Subscription[] = [];
  private ready?: Promise<void>;

  constructor(
    private readonly repo: InstrumentsRepository,
    private readonly loads: InstrumentLoadsRepository,
    private readonly uow: UnitOfWork,
    private readonly kite: KiteInstrumentsClient,
    private readonly clock: Clock,
    private readonly config: MarketConfig,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.whenReady();
    this.subs.push(
      this.nc.subscribe(MARKET_EVENTS.instrumentsReloaded, {
        callback: (_err, msg) => {
          if (followsReload(msg.json<InstrumentsReloadedEvent>(), this.config.INSTANCE_ID))
            void this.refreshFromStorage();
        },
      }),
      // Progress goes to every replica, so a status poll answered by any of them shows the bar.
      this.nc.subscribe(MARKET_EVENTS.instrumentsReloadProgressed, {
        callback: (_err, msg) => {
          const event = msg.json<InstrumentsReloadProgressEvent>();
          if (event.origin !== this.config.INSTANCE_ID)
            this.progress = { progress: event.progress, heardAt: Date.now() };
        },
      }),
    );
  }

  /** Loads the master once; later callers wait for the same load. */
  whenReady(): Promise<void> {
    this.ready ??= this.initialLoad();
    return this.ready;
  }

  onModuleDestroy(): void {
    for (const sub of this.subs) sub.unsubscribe();
  }

  private async initialLoad(): Promise<void> {
    if (startupLoad(await this.loads.last()) === 'build-bundled')
      await this.replace(loadBundledInstruments(this.clock.now()), 'bundled');
    else await this.refreshFromStorage();
  }

  private async refreshFromStorage(): Promise<void> {
    const last = await this.loads.last();
    this.use(await this.repo.all(), last?.source ?? 'bundled', last?.loaded_at ?? null);
  }

  /** One transaction: readers see the old master or the new one, never half of either. */
  private async replace(
    instruments: Instrument[],
    source: MasterSource,
    onStored: (done: number) => void = () => {},
  ): Promise<void> {
    const load = await this.uow.run(async (tx) => {
      await this.repo.replaceAll(instruments, tx, onStored);
      return this.loads.record(source, instruments.length, tx);
    });
    this.use(instruments, source, load.loaded_at);
  }

  private use(instruments: Instrument[], source: MasterSource, loadedAt: Date | null): void {
    this.list = instruments;
    this.byToken = new Map(instruments.map((i) => [i.instrument_token, i]));
    this.index = new SearchIndex(instruments);
    this.core = simulatorCore(instruments, source, source === 'bundled' ? snapshotPricedTokens() : new Set());
    this.origin = { source, loadedAt, snapshotDate: source === 'bundled' ? bundledSnapshot().snapshot_date : null };
    for (const l of this.listeners) l(this.list);
  }

  /** Records a reload's progress here and tells the other replicas. */
  private report(progress: InstrumentsReloadProgress | null): void {
    this.progress = { progress, heardAt: Date.now() };
    const event: InstrumentsReloadProgressEvent = { origin: this.config.INSTANCE_ID, progress };
    this.nc.publish(MARKET_EVENTS.instrumentsReloadProgressed, JSON.stringify(event));
  }

  onReload(listener: ReloadListener): void {
    this.listeners.push(listener);
  }

  async getStatus(): Promise<InstrumentsStatusReply> {
    await this.whenReady();
    return masterStatus(this.list, { ...this.origin, progress: liveProgress(this.progress, Date.now()) });
  }

  all(): readonly Instrument[] {
    return this.list;
  }

  /** What a feed streams until clients subscribe to more (simulator-core.ts). */
  streamedByDefault(): readonly Instrument[] {
    return this.core;
  }

  get(token: number): Instrument | undefined {
    return this.byToken.get(token);
  }

  require(token: number): Instrument {
    const i = this.byToken.get(token);
    if (!i) throw new DomainError(ErrorCode.NotFound, `Instrument ${token} not found`);
    return i;
  }

  /** Each reference's instrument in the order asked (InstrumentRefIndex's rules), or null where none matches. */
  async resolve(refs: readonly InstrumentRef[]): Promise<Array<Instrument | null>> {
    await this.whenReady();
    // Rebuilt only when the master is reloaded (a new list).
    if (this.refIndex?.of !== this.list) this.refIndex = { of: this.list, index: new InstrumentRefIndex(this.list) };
    const index = this.refIndex.index;
    return refs.map((ref) => index.resolve(ref) ?? null);
  }

  /** The known instruments among the tokens, in the order asked; unknown tokens are left out. */
  async lookup(tokens: readonly number[]): Promise<Instrument[]> {
    await this.whenReady();
    return tokens.map((t) => this.byToken.get(t)).filter((i) => i !== undefined);
  }

  async searchSecurities(query: string, limit: number): Promise<SecuritySearchResult[]> {
    await this.whenReady();
    return this.index.search(query, limit).map((i) => ({
      instrument_token: i.instrument_token,
      tradingsymbol: i.tradingsymbol,
      name: i.name,
      exchange: i.exchange,
      instrument_type: i.instrument_type,
      last_price: i.last_price,
      isin: i.isin,
    }));
  }

  async reload(actor: Actor, requested?: MasterSource): Promise<InstrumentsStatusReply> {
    if (actor.userType !== 'admin') throw new DomainError(ErrorCode.Forbidden, 'Admin access required');
    const source = reloadSource(requested, this.kite.configured);
    const started_at = new Date().toISOString();
    const step = (phase: InstrumentsReloadProgress['phase'], done: number, total: number) =>
      this.report({ source, phase, done, total, started_at });
    let instruments: Instrument[];
    try {
      step(source === 'kite' ? 'downloading' : 'storing', 0, 0);
      instruments =
        source === 'kite'
          ? carryIsins(await this.kite.download(), this.list)
          : loadBundledInstruments(this.clock.now());
      step('storing', 0, instruments.length);
      await this.replace(instruments, source, (done) => step('storing', done, instruments.length));
    } finally {
      this.report(null);
    }
    const event: InstrumentsReloadedEvent = { source, total: instruments.length, origin: this.config.INSTANCE_ID };
    this.nc.publish(MARKET_EVENTS.instrumentsReloaded, JSON.stringify(event));
    this.logger.info({ source, total: instruments.length, by: actor.userId }, 'instrument master reloaded');
    return this.getStatus();
  }
}
