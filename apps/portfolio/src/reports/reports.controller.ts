import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  HarvestQueryDto,
  REPORT_SUBJECTS as S,
  ReturnsQueryDto,
  TaxPnlExportQueryDto,
  TaxPnlQueryDto,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { HarvestService } from './harvest/harvest.service.js';
import { ReturnsService } from './returns/returns.service.js';
import { TaxReportService } from './tax/tax-report.service.js';

type Query = PortfolioRequest & { query?: unknown };

/** Reports over NATS, each computed from the asking user's own ledger only. */
@Controller()
export class ReportsController {
  constructor(
    private readonly returnsService: ReturnsService,
    private readonly tax: TaxReportService,
    private readonly harvestService: HarvestService,
  ) {}

  @MessagePattern(S.returns)
  async returns(@UserId() userId: string, @Payload() p: Query): Promise<RpcReply<typeof S.returns>> {
    return this.returnsService.returns(userId, await parseDto(ReturnsQueryDto, p?.query ?? {}));
  }

  @MessagePattern(S.taxPnl)
  async taxPnl(@UserId() userId: string, @Payload() p: Query): Promise<RpcReply<typeof S.taxPnl>> {
    const { fy } = await parseDto(TaxPnlQueryDto, p?.query ?? {});
    return this.tax.taxPnl(userId, fy);
  }

  @MessagePattern(S.taxPnlExport)
  async taxPnlExport(@UserId() userId: string, @Payload() p: Query): Promise<RpcReply<typeof S.taxPnlExport>> {
    const { fy, format } = await parseDto(TaxPnlExportQueryDto, p?.query ?? {});
    return this.tax.exportFile(userId, fy, format ?? 'xlsx');
  }

  @MessagePattern(S.harvest)
  async harvest(@UserId() userId: string, @Payload() p: Query): Promise<RpcReply<typeof S.harvest>> {
    return this.harvestService.harvest(userId, await parseDto(HarvestQueryDto, p?.query ?? {}));
  }
}
