/**
 * Encodes Kite ticker frames from raw wire integers (prices in paise or the segment's unit), following the
 * documented layout field by field. Tests decode these; a simulator could stream them.
 */

export interface QuoteFields {
  token: number;
  ltp: number;
  ltq: number;
  atp: number;
  volume: number;
  buyQty: number;
  sellQty: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface DepthLevel {
  qty: number;
  price: number;
  orders: number;
}

export interface FullFields extends QuoteFields {
  lastTradeTime: number;
  oi: number;
  oiDayHigh: number;
  oiDayLow: number;
  exchangeTimestamp: number;
  bids: DepthLevel[];
  asks: DepthLevel[];
  /** Value written into each depth entry's 2 padding bytes, which decoders must skip. */
  padding?: number;
}

export interface IndexFields {
  token: number;
  ltp: number;
  high: number;
  low: number;
  open: number;
  close: number;
  /** Signed. */
  change: number;
  /** Present only in full (32-byte) index packets. */
  exchangeTimestamp?: number;
}

/** Sequential big-endian writer over a buffer of known size. */
class Writer {
  readonly buf: Buffer;
  private offset = 0;
  constructor(size: number) {
    this.buf = Buffer.alloc(size);
  }
  u32(v: number): this {
    this.offset = this.buf.writeUInt32BE(v, this.offset);
    return this;
  }
  i32(v: number): this {
    this.offset = this.buf.writeInt32BE(v, this.offset);
    return this;
  }
  u16(v: number): this {
    this.offset = this.buf.writeUInt16BE(v, this.offset);
    return this;
  }
  done(): Buffer {
    if (this.offset !== this.buf.length) throw new Error(`wrote ${this.offset} of ${this.buf.length} bytes`);
    return this.buf;
  }
}

export function ltpPacket(token: number, ltp: number): Buffer {
  return new Writer(8).u32(token).u32(ltp).done();
}

function writeQuote(w: Writer, f: QuoteFields): Writer {
  return w
    .u32(f.token)
    .u32(f.ltp)
    .u32(f.ltq)
    .u32(f.atp)
    .u32(f.volume)
    .u32(f.buyQty)
    .u32(f.sellQty)
    .u32(f.open)
    .u32(f.high)
    .u32(f.low)
    .u32(f.close);
}

export function quotePacket(f: QuoteFields): Buffer {
  return writeQuote(new Writer(44), f).done();
}

export function fullPacket(f: FullFields): Buffer {
  const w = writeQuote(new Writer(184), f)
    .u32(f.lastTradeTime)
    .u32(f.oi)
    .u32(f.oiDayHigh)
    .u32(f.oiDayLow)
    .u32(f.exchangeTimestamp);
  const empty: DepthLevel = { qty: 0, price: 0, orders: 0 };
  for (const side of [f.bids, f.asks]) {
    for (let i = 0; i < 5; i++) {
      const level = side[i] ?? empty;
      w.u32(level.qty)
        .u32(level.price)
        .u16(level.orders)
        .u16(f.padding ?? 0);
    }
  }
  return w.done();
}

/** A 28-byte index quote, or a 32-byte index full packet when an exchange timestamp is given. */
export function indexPacket(f: IndexFields): Buffer {
  const ts = f.exchangeTimestamp;
  const w = new Writer(ts === undefined ? 28 : 32)
    .u32(f.token)
    .u32(f.ltp)
    .u32(f.high)
    .u32(f.low)
    .u32(f.open)
    .u32(f.close)
    .i32(f.change);
  if (ts !== undefined) w.u32(ts);
  return w.done();
}

/** A binary frame: u16 packet count, then a u16 length before each packet. */
export function frame(packets: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.alloc(2)];
  parts[0].writeUInt16BE(packets.length, 0);
  for (const packet of packets) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(packet.length, 0);
    parts.push(length, packet);
  }
  return Buffer.concat(parts);
}

/** What the server sends when it has nothing to stream. */
export const HEARTBEAT = Buffer.from([0x00]);

/** Zerodha's sample full-mode packet for INFY (kiteconnect-mocks ticker_full.packet), as decoded values. */
export const INFY_FULL_SAMPLE: FullFields = {
  token: 408065,
  ltp: 157370,
  ltq: 7,
  atp: 157037,
  volume: 1192471,
  buyQty: 256443,
  sellQty: 363009,
  open: 156915,
  high: 157500,
  low: 156105,
  close: 156780,
  lastTradeTime: 1625461887,
  oi: 0,
  oiDayHigh: 0,
  oiDayLow: 0,
  exchangeTimestamp: 1625461887,
  bids: [{ qty: 5, price: 157340, orders: 1 }],
  asks: [{ qty: 172, price: 157370, orders: 3 }],
};
