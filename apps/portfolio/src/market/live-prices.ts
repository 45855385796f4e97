import type { Tick } from '@app/contracts';

/**
 * How long a tick heard on the stream is served as the latest price. A liquid instrument ticks far
 * more often; one that has not ticked for this long is asked of the market service instead, which
 * also holds prices restored from storage after a restart.
 */
export const LIVE_PRICE_FRESH_MS = 2000;

/**
 * The latest tick per instrument as heard on the tick stream, with when it was heard: a positions list
 * takes fresh prices from here instead of a request to the market service. One Map write per tick.
 */
export class LivePrices {
  private readonly byToken = new Map<number, { tick: Tick; heardAt: number }>();

  constructor(private readonly freshMs = LIVE_PRICE_FRESH_MS) {}

  apply(ticks: readonly Tick[], heardAt: number): void {
    for (const tick of ticks) this.byToken.set(tick.instrument_token, { tick, heardAt });
  }

  /** The tick if one was heard within the freshness window, else undefined. */
  fresh(token: number, now: number): Tick | undefined {
    const entry = this.byToken.get(token);
    return entry && now - entry.heardAt < this.freshMs ? entry.tick : undefined;
  }

  /** Ticks may have been missed (the connection dropped): serve none until the stream speaks again. */
  forget(): void {
    this.byToken.clear();
  }
}
