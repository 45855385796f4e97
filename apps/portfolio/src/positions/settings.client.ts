import { Injectable } from '@nestjs/common';
import { SETTINGS_SUBJECTS, type PortfolioVariables } from '@app/contracts';
import { RpcClient } from '@app/common';

/** The user's commission percentages live with their settings. */
@Injectable()
export class SettingsClient {
  constructor(private readonly rpc: RpcClient) {}

  async commissionPct(userId: string, instrumentType: 'EQ' | 'FUT'): Promise<number> {
    const pv = await this.rpc.request<PortfolioVariables>(SETTINGS_SUBJECTS.singletonGet, { userId, name: 'portfolio_variables' });
    return instrumentType === 'FUT' ? pv.future_commission_pct : pv.stock_commission_pct;
  }
}
