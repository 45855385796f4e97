import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  IsinQueryDto,
  LEDGER_SUBJECTS as S,
  RealisedQueryDto,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { LedgerService } from './ledger.service.js';

/** The lot ledger over NATS: holdings, lots, realised P&L and dividends, each of the asking user only. */
@Controller()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @MessagePattern(S.holdings)
  async holdings(@UserId() userId: string): Promise<RpcReply<typeof S.holdings>> {
    return { holdings: await this.ledger.holdings(userId) };
  }

  @MessagePattern(S.lots)
  async lots(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest & { query?: unknown },
  ): Promise<RpcReply<typeof S.lots>> {
    const { isin } = await parseDto(IsinQueryDto, p?.query ?? {});
    return { lots: await this.ledger.lots(userId, isin) };
  }

  @MessagePattern(S.realised)
  async realised(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest & { query?: unknown },
  ): Promise<RpcReply<typeof S.realised>> {
    return this.ledger.realised(userId, await parseDto(RealisedQueryDto, p?.query ?? {}));
  }

  @MessagePattern(S.dividends)
  dividends(@UserId() userId: string): Promise<RpcReply<typeof S.dividends>> {
    return this.ledger.dividends(userId);
  }
}
