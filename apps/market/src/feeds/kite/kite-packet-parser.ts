import type { Ohlc } from '@app/contracts';

export type KiteMode = 'ltp' | 'quote' | 'full';

export interface KiteDepthEntry {
  quantity: number;
  price: number;
  orders: number;
}

/** One decoded packet of the Kite ticker, fields as the Kite SDKs name them; prices in rupees. */
export interface KiteTick {
  instrument_token: number;
  segment: number;
  /** False for indices (segment 9). */
  tradable: boolean;
  mode: KiteMode;
  last_price: number;
  last_traded_quantity?: number;
  average_traded_price?: number;
  volume_traded?: number;
  total_buy_quantity?: number;
  total_sell_quantity?: number;
  ohlc?: Ohlc;
  /** The index packet's own price-change field (signed); tradable packets carry none. */
  change?: number;
  /** Epoch seconds. */
  last_trade_time?: number;
  oi?: number;
  oi_day_high?: number;
  oi_day_low?: number;
  /** Epoch seconds. */
  exchange_timestamp?: number;
  depth?: { buy: KiteDepthEntry[]; sell: KiteDepthEntry[] };
}

export const SEGMENT_CDS = 3;
export const SEGMENT_BCD = 6;
export const SEGMENT_INDICES = 9;

export const PACKET_LENGTH = { ltp: 8, indexQuote: 28, indexFull: 32, quote: 44, full: 184 } as const;

const DEPTH_OFFSET = 64;
const DEPTH_ENTRY_LENGTH = 12;
const DEPTH_LEVELS = 5;

/** Prices travel as integers: paise for most segments, finer units for currency derivatives. */
export function priceDivisor(segment: number): number {
  if (segment === SEGMENT_CDS) return 10_000_000;
  if (segment === SEGMENT_BCD) return 10_000;
  return 100;
}

/** Decimal places a price of this segment can carry. */
export function priceDecimals(segment: number): number {
  return Math.round(Math.log10(priceDivisor(segment)));
}

/** The packets of one binary frame; a heartbeat (shorter than 2 bytes) holds none. A truncated tail is dropped. */
export function splitFrame(buf: Buffer): Buffer[] {
  if (buf.length < 2) return [];
  const count = buf.readUInt16BE(0);
  const packets: Buffer[] = [];
  let offset = 2;
  for (let i = 0; i < count && offset + 2 <= buf.length; i++) {
    const length = buf.readUInt16BE(offset);
    offset += 2;
    if (offset + length > buf.length) break;
    packets.push(buf.subarray(offset, offset + length));
    offset += length;
  }
  return packets;
}

/** Decodes one packet by its length; null for a length the protocol does not define. */
export function parsePacket(packet: Buffer): KiteTick | null {
  switch (packet.length) {
    case PACKET_LENGTH.ltp:
      return { ...header(packet, 'ltp') };
    case PACKET_LENGTH.indexQuote:
    case PACKET_LENGTH.indexFull:
      return parseIndex(packet);
    case PACKET_LENGTH.quote:
    case PACKET_LENGTH.full:
      return parseTradable(packet);
    default:
      return null;
  }
}

function header(packet: Buffer, mode: KiteMode): KiteTick {
  const token = packet.readUInt32BE(0);
  const segment = token & 0xff;
  return {
    instrument_token: token,
    segment,
    tradable: segment !== SEGMENT_INDICES,
    mode,
    last_price: packet.readUInt32BE(4) / priceDivisor(segment),
  };
}

function parseIndex(packet: Buffer): KiteTick {
  const full = packet.length === PACKET_LENGTH.indexFull;
  const tick = header(packet, full ? 'full' : 'quote');
  const price = (offset: number) => packet.readUInt32BE(offset) / priceDivisor(tick.segment);
  // Index packets order the range high, low, open, close, unlike tradable ones.
  tick.ohlc = { high: price(8), low: price(12), open: price(16), close: price(20) };
  tick.change = packet.readInt32BE(24) / priceDivisor(tick.segment);
  if (full) tick.exchange_timestamp = packet.readUInt32BE(28);
  return tick;
}

function parseTradable(packet: Buffer): KiteTick {
  const full = packet.length === PACKET_LENGTH.full;
  const tick = header(packet, full ? 'full' : 'quote');
  const divisor = priceDivisor(tick.segment);
  const u32 = (offset: number) => packet.readUInt32BE(offset);
  tick.last_traded_quantity = u32(8);
  tick.average_traded_price = u32(12) / divisor;
  tick.volume_traded = u32(16);
  tick.total_buy_quantity = u32(20);
  tick.total_sell_quantity = u32(24);
  tick.ohlc = { open: u32(28) / divisor, high: u32(32) / divisor, low: u32(36) / divisor, close: u32(40) / divisor };
  if (!full) return tick;
  tick.last_trade_time = u32(44);
  tick.oi = u32(48);
  tick.oi_day_high = u32(52);
  tick.oi_day_low = u32(56);
  tick.exchange_timestamp = u32(60);
  const level = (i: number): KiteDepthEntry => {
    const at = DEPTH_OFFSET + i * DEPTH_ENTRY_LENGTH;
    // 2 padding bytes follow the u16 order count.
    return { quantity: u32(at), price: u32(at + 4) / divisor, orders: packet.readUInt16BE(at + 8) };
  };
  tick.depth = {
    buy: Array.from({ length: DEPTH_LEVELS }, (_, i) => level(i)),
    sell: Array.from({ length: DEPTH_LEVELS }, (_, i) => level(DEPTH_LEVELS + i)),
  };
  return tick;
}
