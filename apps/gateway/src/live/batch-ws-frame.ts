import * as ws from 'ws';
import { SERVER_EVENTS } from '@app/contracts';

/** The options ws frames an unmasked, final, uncompressed text message with. */
interface FrameOptions {
  readOnly: boolean;
  mask: boolean;
  rsv1: boolean;
  opcode: number;
  fin: boolean;
}
// ws exports Sender.frame without typings; socket.io-adapter calls it the same way to frame a broadcast once.
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, o: FrameOptions): Buffer[] } };
const TEXT: FrameOptions = { readOnly: false, mask: false, rsv1: false, opcode: 1, fin: true };

// engine.io's message type (4), then the Socket.IO EVENT packet (2) up to the first tick.
const HEAD = Buffer.from(`42["${SERVER_EVENTS.marketDataBatch}",[`);
const TAIL = Buffer.from(']]');
const COMMA = 0x2c;

/**
 * The WebSocket frame (header and payload) of one market_data_batch packet holding the given ticks'
 * JSON bytes, in order: what engine.io would write for the string packet, built by copying bytes shared
 * by every user of the frame into space from `alloc` (see FrameArena for why not a string).
 */
export function batchWsFrame(
  ticks: readonly Buffer[],
  alloc: (length: number) => Buffer = Buffer.allocUnsafe,
): Buffer[] {
  let length = HEAD.length + TAIL.length + Math.max(0, ticks.length - 1);
  for (const t of ticks) length += t.length;
  const payload = alloc(length);
  payload.set(HEAD, 0);
  let at = HEAD.length;
  for (let k = 0; k < ticks.length; k++) {
    if (k > 0) payload[at++] = COMMA;
    payload.set(ticks[k], at);
    at += ticks[k].length;
  }
  payload.set(TAIL, at);
  return Sender.frame(payload, TEXT);
}
