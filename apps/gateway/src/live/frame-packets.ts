import { SERVER_EVENTS, type Tick } from '@app/contracts';

/**
 * Socket.IO packets of the default namespace for the tick path, spliced from JSON made once per tick.
 * socket.io-parser 4 encodes an event with no binary and no ack as its packet type (2, EVENT) followed by
 * JSON.stringify([event, ...args]); engine.io adds its own message prefix when it writes the string.
 * Splicing the ticks' JSON gives the bytes emit() would, without encoding a tick again for every user
 * who watches it.
 */
const EVENT = '2';

/** One market_data_batch packet holding the given ticks' JSON, in order. */
export const batchPacket = (ticksJson: readonly string[]): string =>
  `${EVENT}["${SERVER_EVENTS.marketDataBatch}",[${ticksJson.join(',')}]]`;

/** One market_data packet for one tick's JSON. */
export const tickPacket = (tickJson: string): string => `${EVENT}["${SERVER_EVENTS.marketData}",${tickJson}]`;

/** Each tick's JSON in one feed frame, as text and as UTF-8, made the first time a user needs it and then shared. */
export class FrameJson {
  private readonly json: string[];
  private readonly utf8: Buffer[];

  constructor(private readonly ticks: readonly Tick[]) {
    this.json = new Array<string>(ticks.length);
    this.utf8 = new Array<Buffer>(ticks.length);
  }

  of(position: number): string {
    return (this.json[position] ??= JSON.stringify(this.ticks[position]));
  }

  bytesOf(position: number): Buffer {
    return (this.utf8[position] ??= Buffer.from(this.of(position)));
  }
}
