import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { FieldError } from '@app/contracts';
import { currentRequestContext, type RequestContext } from '@app/common/base';
import { ApiError } from '../errors/api-error.js';

// Path before query before body, the order in which a reader meets them in the request.
const ORDER: Record<ArgumentMetadata['type'], number> = { param: 0, query: 1, body: 2, custom: 3 };

interface Refusal {
  order: number;
  details: FieldError[];
}

/** Each request's refused arguments so far; the entry goes with the request. */
const refusals = new WeakMap<RequestContext, Refusal[]>();

/**
 * Runs the given pipes over each argument and, when they refuse it with a 400 naming fields, names the
 * fields of every refused argument of the request together. Nest checks a handler's arguments side by
 * side and answers the first refusal only, so a bad path id with a bad body used to name only one of
 * them. A refusing argument notes its fields on the request and waits one turn of the event loop, by
 * which the other arguments' checks (none waits on I/O) have finished; each then throws the whole list.
 */
@Injectable()
export class ValidateArgumentsTogetherPipe implements PipeTransform {
  constructor(private readonly pipes: readonly PipeTransform[]) {}

  async transform(value: unknown, meta: ArgumentMetadata): Promise<unknown> {
    try {
      let out = value;
      for (const pipe of this.pipes) out = await pipe.transform(out, meta);
      return out;
    } catch (e) {
      const request = currentRequestContext();
      if (!(e instanceof ApiError) || !e.details || e.getStatus() !== 400 || !request) throw e;
      const seen = refusals.get(request) ?? [];
      refusals.set(request, seen);
      seen.push({ order: ORDER[meta.type], details: e.details });
      await new Promise((resolve) => setImmediate(resolve));
      throw ApiError.validation([...seen].sort((a, b) => a.order - b.order).flatMap((r) => r.details));
    }
  }
}
