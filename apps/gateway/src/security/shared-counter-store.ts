import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { AUTH_SUBJECTS, type RpcReply, type RpcRequest, type RpcSubject } from '@app/contracts';

/** The one call the store needs; RpcClient has it. */
export interface CounterRpc {
  request<S extends RpcSubject>(subject: S, data: RpcRequest<S>, opts?: { timeoutMs?: number }): Promise<RpcReply<S>>;
}

/**
 * An express-rate-limit store whose counters live in the auth service (auth.limit_counters), so every
 * gateway replica spends one budget per client. Each call waits at most `timeoutMs`; when the auth
 * service cannot answer, the call fails and the limiter lets the request through (passOnStoreError).
 */
export class SharedCounterStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly rpc: CounterRpc,
    readonly prefix: string,
    private readonly timeoutMs: number,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.count(key, 1);
  }

  async decrement(key: string): Promise<void> {
    await this.count(key, -1);
  }

  async resetKey(key: string): Promise<void> {
    await this.rpc.request(AUTH_SUBJECTS.limitReset, { key: this.prefix + key }, { timeoutMs: this.timeoutMs });
  }

  private async count(key: string, change: 1 | -1): Promise<ClientRateLimitInfo> {
    const reply = await this.rpc.request(
      AUTH_SUBJECTS.limitHit,
      { key: this.prefix + key, window_ms: this.windowMs, change },
      { timeoutMs: this.timeoutMs },
    );
    return { totalHits: reply.hits, resetTime: new Date(reply.reset_at) };
  }
}
