import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  InstrumentsReloadDto,
  MARKET_SUBJECTS,
  SecuritiesSearchQuery,
  SEARCH_DEFAULT_LIMIT,
  type InstrumentsLookupReply,
  type InstrumentsLookupRequest,
  type InstrumentsReloadRequest,
  type InstrumentsStatusReply,
  type SecuritiesSearchReply,
  type SecuritiesSearchRequest,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { actorOf, tokenList } from '../payload.js';
import { InstrumentsService } from './instruments.service.js';

@Controller()
export class InstrumentsController {
  constructor(private readonly instruments: InstrumentsService) {}

  @MessagePattern(MARKET_SUBJECTS.instrumentsStatus)
  async status(): Promise<InstrumentsStatusReply> {
    await this.instruments.whenReady();
    return this.instruments.getStatus();
  }

  @MessagePattern(MARKET_SUBJECTS.instrumentsReload)
  async reload(@Payload() p: InstrumentsReloadRequest): Promise<InstrumentsStatusReply> {
    const actor = actorOf(p?.actor);
    const { source } = await parseDto(InstrumentsReloadDto, { source: p?.source });
    return this.instruments.reload(actor, source);
  }

  @MessagePattern(MARKET_SUBJECTS.instrumentsLookup)
  async lookup(@Payload() p: InstrumentsLookupRequest): Promise<InstrumentsLookupReply> {
    const tokens = tokenList(p?.instrument_tokens, 'instrument_tokens');
    await this.instruments.whenReady();
    return { instruments: tokens.map((t) => this.instruments.get(t)).filter((i) => i !== undefined) };
  }

  @MessagePattern(MARKET_SUBJECTS.securitiesSearch)
  async search(@Payload() p: SecuritiesSearchRequest): Promise<SecuritiesSearchReply> {
    const { query, limit } = await parseDto(SecuritiesSearchQuery, { query: p?.query, limit: p?.limit });
    await this.instruments.whenReady();
    const securities = this.instruments.search(query, limit ?? SEARCH_DEFAULT_LIMIT).map((i) => ({
      instrument_token: i.instrument_token,
      tradingsymbol: i.tradingsymbol,
      name: i.name,
      exchange: i.exchange,
      instrument_type: i.instrument_type,
      last_price: i.last_price,
    }));
    return { securities };
  }
}
