import { Injectable } from '@nestjs/common';
import { SETTINGS_SUBJECTS, type PortfolioVariables } from '@app/contracts';
import { RpcClient } from '@app/common';
import { commissionPctFor } from '../sales/sale-rules.js';

/** The user's commission percentages live with their settings. */
@Injectable()
export class SettingsClient {
  constructor(private readonly rpc: RpcClient) {}

  async portfolioVariables(userId: string): Promise<PortfolioVariables> {
    return (await this.rpc.request(SETTINGS_SUBJECTS.singletonGet, {
      userId,
      name: 'portfolio_variables',
    })) as PortfolioVariables;
  }

  async commissionPct(userId: string, instrumentType: 'EQ' | 'FUT'): Promise<number> {
    return commissionPctFor(instrumentType, await this.portfolioVariables(userId));
  }
}
