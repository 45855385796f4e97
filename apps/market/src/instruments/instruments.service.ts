import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  ErrorCode,
  MARKET_EVENTS,
  type Actor,
  type Instrument,
  type InstrumentsReloadedEvent,
  type InstrumentsStatusReply,
} from '@app/contracts';
import { DomainError, LOGGER, NATS_CONNECTION } from '@app/common';
import { Clock } from '../clock/clock.js';
import { MarketConfig } from '../config/market.config.js';
import { loadBundledInstruments } from './bundled-instruments.js';
import { InstrumentsRepository } from './instruments.repository.js';
import { KiteInstrumentsClient } from './kite-instruments.client.js';
import { searchInstruments } from './security-search.js';

type ReloadListener = (instruments: readonly Instrument[]) => void;

/** The instrument master: kept in Postgres, served from memory. */
@Injectable()
export class InstrumentsService implements OnApplicationBootstrap, OnModuleDestroy {
  private list: Instrument[] = [];
  private byToken = new Map<number, Instrument>();
  private status: InstrumentsStatusReply = { loaded: false, source: 'bundled', loaded_at: null, total: 0, by_exchange: {}, by_type: {} };
  private readonly listeners: ReloadListener[] = [];
  private sub?: Subscription;
  private ready?: Promise<void>;

  constructor(
    private readonly repo: InstrumentsRepository,
    private readonly kite: KiteInstrumentsClient,
    private readonly clock: Clock,
    private readonly config: MarketConfig,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.whenReady();
    this.sub = this.nc.subscribe(MARKET_EVENTS.instrumentsReloaded, {
      callback: (_err, msg) => {
        const event = msg.json<InstrumentsReloadedEvent>();
        if (event.origin !== this.config.INSTANCE_ID) void this.refreshFromStorage();
      },
    });
  }

  /** Loads the master once; later callers wait for the same load. */
  whenReady(): Promise<void> {
    this.ready ??= this.initialLoad();
    return this.ready;
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }

  private async initialLoad(): Promise<void> {
    const last = await this.repo.lastLoad();
    // The bundled master carries rolling futures: reload it so the current and next month are right.
    if (!last || last.source === 'bundled') await this.replace(loadBundledInstruments(this.clock.now()), 'bundled');
    else await this.refreshFromStorage();
  }

  private async refreshFromStorage(): Promise<void> {
    const last = await this.repo.lastLoad();
    this.use(await this.repo.all(), last?.source ?? 'bundled', last?.loaded_at ?? null);
  }

  private async replace(instruments: Instrument[], source: 'bundled' | 'kite'): Promise<void> {
    const load = await this.repo.replaceAll(instruments, source);
    this.use(instruments, source, load.loaded_at);
  }

  private use(instruments: Instrument[], source: 'bundled' | 'kite', loadedAt: Date | null): void {
    this.list = instruments;
    this.byToken = new Map(instruments.map((i) => [i.instrument_token, i]));
    const count = (key: keyof Instrument) =>
      instruments.reduce<Record<string, number>>((acc, i) => ((acc[String(i[key])] = (acc[String(i[key])] ?? 0) + 1), acc), {});
    this.status = {
      loaded: instruments.length > 0,
      source,
      loaded_at: loadedAt ? loadedAt.toISOString() : null,
      total: instruments.length,
      by_exchange: count('exchange'),
      by_type: count('instrument_type'),
    };
    for (const l of this.listeners) l(this.list);
  }

  onReload(listener: ReloadListener): void {
    this.listeners.push(listener);
  }

  getStatus(): InstrumentsStatusReply {
    return this.status;
  }

  all(): readonly Instrument[] {
    return this.list;
  }

  get(token: number): Instrument | undefined {
    return this.byToken.get(token);
  }

  require(token: number): Instrument {
    const i = this.byToken.get(token);
    if (!i) throw new DomainError(ErrorCode.NotFound, `Instrument ${token} not found`);
    return i;
  }

  search(query: string, limit: number): Instrument[] {
    return searchInstruments(this.list, query, limit);
  }

  async reload(actor: Actor, requested?: 'bundled' | 'kite'): Promise<InstrumentsStatusReply> {
    if (actor.userType !== 'admin') throw new DomainError(ErrorCode.Forbidden, 'Admin access required');
    const source = requested ?? (this.kite.configured ? 'kite' : 'bundled');
    const instruments = source === 'kite' ? await this.kite.download() : loadBundledInstruments(this.clock.now());
    await this.replace(instruments, source);
    const event: InstrumentsReloadedEvent = { source, total: instruments.length, origin: this.config.INSTANCE_ID };
    this.nc.publish(MARKET_EVENTS.instrumentsReloaded, JSON.stringify(event));
    this.logger.info({ source, total: instruments.length, by: actor.userId }, 'instrument master reloaded');
    return this.status;
  }
}
