import { Controller, Get, Param, Query } from '@nestjs/common';
import { HistoricalQuery, InstrumentTokenParam, MARKET_SUBJECTS as S } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { FlatEnvelope } from '../../envelope/envelope.decorators.js';
import { historicalAnswer } from './historical-answer.js';

@Controller()
export class HistoricalController {
  constructor(private readonly rpc: RpcClient) {}

  /** `data` stays the candle array; `missing` and `notice` sit beside it when Kite left days out. */
  @Get('historical/:token')
  @FlatEnvelope()
  async historical(@Param() { token }: InstrumentTokenParam, @Query() q: HistoricalQuery) {
    const reply = await this.rpc.request(S.candlesGet, {
      instrument_token: token,
      from: q.from,
      to: q.to,
      interval: q.interval ?? 'day',
      use_cache: q.use_cache ?? true,
    });
    return historicalAnswer(reply);
  }

  @Get('analysis/quarterly/:token')
  quarterly(@Param() { token }: InstrumentTokenParam) {
    return this.rpc.request(S.analysisQuarterly, { instrument_token: token });
  }

  @Get('analysis/:token')
  analysis(@Param() { token }: InstrumentTokenParam) {
    return this.rpc.request(S.analysisGet, { instrument_token: token });
  }
}
