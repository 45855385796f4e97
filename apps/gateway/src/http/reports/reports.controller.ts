import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import {
  HarvestQueryDto,
  REPORT_SUBJECTS as S,
  ReturnsQueryDto,
  TaxPnlExportQueryDto,
  TaxPnlQueryDto,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** A report walks the user's whole ledger: up to 10 s for a long one before the answer is a 504. */
const REPORT_TIMEOUT_MS = 10_000;

/** Returns, Tax P&L (and its file) and the harvesting plan, each from the caller's own ledger. */
@Controller('reports')
export class ReportsController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Longer than the default wait: a long ledger's first report also fetches years of closes, which the
   * service itself gives up on after 3 s (answering at cost), so this still ends well short of a hang.
   */
  @Get('returns') returns(@CurrentUserId() userId: string, @Query() q: ReturnsQueryDto) {
    return this.rpc.request(
      S.returns,
      { userId, query: { period: q.period, benchmark: q.benchmark, isin: q.isin } },
      { timeoutMs: REPORT_TIMEOUT_MS },
    );
  }

  @Get('tax-pnl') taxPnl(@CurrentUserId() userId: string, @Query() q: TaxPnlQueryDto) {
    return this.rpc.request(S.taxPnl, { userId, query: { fy: q.fy } }, { timeoutMs: REPORT_TIMEOUT_MS });
  }

  /** The file itself, as a download: the service answers it base64 inside its JSON reply. */
  @Get('tax-pnl/export')
  async taxPnlExport(@CurrentUserId() userId: string, @Query() q: TaxPnlExportQueryDto): Promise<StreamableFile> {
    const file = await this.rpc.request(
      S.taxPnlExport,
      { userId, query: { fy: q.fy, format: q.format } },
      { timeoutMs: REPORT_TIMEOUT_MS },
    );
    return new StreamableFile(Buffer.from(file.base64, 'base64'), {
      type: file.content_type,
      disposition: `attachment; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"`,
    });
  }

  @Get('harvest') harvest(@CurrentUserId() userId: string, @Query() q: HarvestQueryDto) {
    return this.rpc.request(S.harvest, { userId, query: { isin: q.isin } });
  }
}
