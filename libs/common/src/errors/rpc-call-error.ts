import { ErrorCode, type RpcErrorPayload } from '@app/contracts';

/** What a failed NATS request surfaces to its caller: the service's coded error, or a transport failure. */
export class RpcCallError extends Error {
  constructor(
    readonly payload: RpcErrorPayload,
    readonly subject: string,
  ) {
    super(payload.message);
    this.name = 'RpcCallError';
  }

  get code() {
    return this.payload.code;
  }

  static unavailable(subject: string, why: string) {
    return new RpcCallError({ code: ErrorCode.ServiceUnavailable, message: `Service unavailable (${why})` }, subject);
  }

  static timeout(subject: string) {
    return new RpcCallError({ code: ErrorCode.Timeout, message: 'Service did not answer in time' }, subject);
  }
}
