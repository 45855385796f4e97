import { Injectable } from '@nestjs/common';
import type { PortfolioRequest } from '@app/contracts';
import { RpcClient } from '@app/common';

/** Portfolio calls all carry the caller's user id and answer `{success, data}`. */
@Injectable()
export class PortfolioRpc {
  constructor(private readonly rpc: RpcClient) {}

  async data(subject: string, userId: string, extra: Omit<PortfolioRequest, 'userId'> = {}) {
    return { success: true, data: await this.rpc.request<object>(subject, { ...extra, userId }) };
  }
}
