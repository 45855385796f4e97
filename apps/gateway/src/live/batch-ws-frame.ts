import { SERVER_EVENTS } from '@app/contracts';

// engine.io's message type (4), then the Socket.IO EVENT packet (2) up to the first tick.
const HEAD = Buffer.from(`42["${SERVER_EVENTS.marketDataBatch}",[`);
const TAIL = Buffer.from(']]');
const COMMA = 0x2c;

/** The bytes before an unmasked, final text frame's payload (RFC 6455 section 5.2). */
function headerLength(payload: number): number {
  if (payload < 126) return 2;
  return payload < 0x10000 ? 4 : 10;
}

function writeHeader(into: Buffer, payload: number): void {
  into[0] = 0x81; // FIN, text
  if (payload < 126) into[1] = payload;
  else if (payload < 0x10000) {
    into[1] = 126;
    into.writeUInt16BE(payload, 2);
  } else {
    into[1] = 127;
    into.writeBigUInt64BE(BigInt(payload), 2);
  }
}

/**
 * The WebSocket frame of one market_data_batch packet holding the given ticks' JSON bytes, in order:
 * what engine.io would write for the string packet, built by copying bytes shared by every user of the
 * frame into space from `alloc` (see FrameArena for why not a string). Header and payload are one
 * buffer, so ws hands each socket one write instead of corking two into a writev: the socket writes
 * are most of a frame's cost.
 */
export function batchWsFrame(
  ticks: readonly Buffer[],
  alloc: (length: number) => Buffer = Buffer.allocUnsafe,
): Buffer[] {
  let length = HEAD.length + TAIL.length + Math.max(0, ticks.length - 1);
  for (const t of ticks) length += t.length;
  const start = headerLength(length);
  const frame = alloc(start + length);
  writeHeader(frame, length);
  frame.set(HEAD, start);
  let at = start + HEAD.length;
  for (let k = 0; k < ticks.length; k++) {
    if (k > 0) frame[at++] = COMMA;
    frame.set(ticks[k], at);
    at += ticks[k].length;
  }
  frame.set(TAIL, at);
  return [frame];
}
