import { Injectable } from '@nestjs/common';
import type { SettingsRequest } from '@app/contracts';
import { RpcClient } from '@app/common';

/** Settings calls all carry the caller's user id; this keeps the controllers one line per route. */
@Injectable()
export class SettingsRpc {
  constructor(private readonly rpc: RpcClient) {}

  call<T>(subject: string, userId: string, extra: Omit<SettingsRequest<unknown>, 'userId'> & Record<string, unknown> = {}): Promise<T> {
    return this.rpc.request<T>(subject, { ...extra, userId });
  }
}
