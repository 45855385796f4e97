import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BulkPositionsDto,
  BulkRolloverHistoryDto,
  BulkSoldPositionsDto,
  PORTFOLIO_SUBJECTS,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { ImportService } from './import.service.js';

@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.importPositions)
  async positions(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.importPositions>> {
    return this.imports.positions(userId, (await parseDto(BulkPositionsDto, p?.body)).positions);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.importSold)
  async sold(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.importSold>> {
    return this.imports.sold(userId, (await parseDto(BulkSoldPositionsDto, p?.body)).positions);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.importRollovers)
  async rollovers(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.importRollovers>> {
    return this.imports.rollovers(userId, (await parseDto(BulkRolloverHistoryDto, p?.body)).rolloverHistory);
  }
}
