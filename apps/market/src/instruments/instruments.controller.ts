import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  InstrumentsReloadDto,
  MARKET_SUBJECTS,
  SecuritiesSearchQuery,
  SEARCH_DEFAULT_LIMIT,
  type InstrumentsLookupRequest,
  type InstrumentsReloadRequest,
  type InstrumentsResolveRequest,
  type SecuritiesSearchRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { actorOf, tokenList } from '../payload.js';
import { instrumentRefsOf } from './instrument-refs.js';
import { InstrumentsService } from './instruments.service.js';

@Controller()
export class InstrumentsController {
  constructor(private readonly instruments: InstrumentsService) {}

  @MessagePattern(MARKET_SUBJECTS.instrumentsStatus)
  async status(): Promise<RpcReply<typeof MARKET_SUBJECTS.instrumentsStatus>> {
    return this.instruments.getStatus();
  }

  @MessagePattern(MARKET_SUBJECTS.instrumentsReload)
  async reload(@Payload() p: InstrumentsReloadRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.instrumentsReload>> {
    const actor = actorOf(p?.actor);
    const { source } = await parseDto(InstrumentsReloadDto, { source: p?.source });
    return this.instruments.reload(actor, source);
  }

  @MessagePattern(MARKET_SUBJECTS.instrumentsLookup)
  async lookup(@Payload() p: InstrumentsLookupRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.instrumentsLookup>> {
    return { instruments: await this.instruments.lookup(tokenList(p?.instrument_tokens, 'instrument_tokens')) };
  }

  @MessagePattern(MARKET_SUBJECTS.instrumentsResolve)
  async resolve(@Payload() p: InstrumentsResolveRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.instrumentsResolve>> {
    return { instruments: await this.instruments.resolve(instrumentRefsOf(p?.instruments)) };
  }

  @MessagePattern(MARKET_SUBJECTS.securitiesSearch)
  async search(@Payload() p: SecuritiesSearchRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.securitiesSearch>> {
    const { query, limit } = await parseDto(SecuritiesSearchQuery, { query: p?.query, limit: p?.limit });
    return { securities: await this.instruments.searchSecurities(query, limit ?? SEARCH_DEFAULT_LIMIT) };
  }
}
