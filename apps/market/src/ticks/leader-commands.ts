import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { ErrorCode, isRpcErrorPayload, MARKET_LEADER_SUBJECTS, type RpcErrorPayload } from '@app/contracts';
import { DomainError } from '@app/common';

type LeaderSubject = (typeof MARKET_LEADER_SUBJECTS)[keyof typeof MARKET_LEADER_SUBJECTS];
type Reply<T> = { ok: T } | { error: RpcErrorPayload };

const LEADER_TIMEOUT_MS = 2000;

/** Serves a command on the feed owner; replies carry the result or the coded error. */
export function serveLeaderCommand<Req, Res>(
  nc: NatsConnection,
  subject: LeaderSubject,
  handle: (req: Req) => Promise<Res>,
): Subscription {
  return nc.subscribe(subject, {
    queue: 'market-leader',
    callback: (_err, msg) => {
      void (async () => {
        let reply: Reply<Res>;
        try {
          reply = { ok: await handle(msg.json<Req>()) };
        } catch (e) {
          reply = {
            error:
              e instanceof DomainError
                ? { code: e.code, message: e.message, details: e.details }
                : { code: ErrorCode.Internal, message: 'Internal error' },
          };
        }
        msg.respond(JSON.stringify(reply));
      })();
    },
  });
}

/** Asks the replica that runs the feed; a missing feed owner is a quick 503, not a hang. */
export async function askLeader<Req, Res>(nc: NatsConnection, subject: LeaderSubject, req: Req): Promise<Res> {
  let reply: Reply<Res>;
  try {
    const msg = await nc.request(subject, JSON.stringify(req), { timeout: LEADER_TIMEOUT_MS });
    reply = msg.json<Reply<Res>>();
  } catch (e) {
    const err = e as Error & { isNoResponders?: () => boolean };
    const noOwner = typeof err.isNoResponders === 'function' && err.isNoResponders();
    throw new DomainError(
      noOwner ? ErrorCode.ServiceUnavailable : ErrorCode.Timeout,
      noOwner ? 'The market feed is not running' : 'The market feed did not answer in time',
    );
  }
  if ('error' in reply) {
    const err = isRpcErrorPayload(reply.error) ? reply.error : { code: ErrorCode.Internal, message: 'Internal error' };
    throw new DomainError(err.code, err.message, err.details);
  }
  return reply.ok;
}
