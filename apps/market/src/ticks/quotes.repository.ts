import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Tick } from '@app/contracts';
import { QuoteEntity } from './quote.entity.js';
import { quoteOfTick, tickOfQuote } from './quote.mapper.js';

/** Rows per upsert statement: one flush of a full master stays a handful of statements. */
const CHUNK = 500;

/** Latest quotes in Postgres: written in batches by the feed's owner, read on start-up by every replica. */
@Injectable()
export class QuotesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private quotes(tx?: EntityManager): Repository<QuoteEntity> {
    return (tx ?? this.ds.manager).getRepository(QuoteEntity);
  }

  async all(tx?: EntityManager): Promise<Tick[]> {
    return (await this.quotes(tx).find()).map(tickOfQuote);
  }

  /** One INSERT ... ON CONFLICT (instrument_token) DO UPDATE per chunk of ticks. */
  async save(ticks: readonly Tick[], tx?: EntityManager): Promise<void> {
    for (let i = 0; i < ticks.length; i += CHUNK) {
      await this.quotes(tx).upsert(ticks.slice(i, i + CHUNK).map(quoteOfTick), ['instrument_token']);
    }
  }
}
