import { describe, expect, it } from '@jest/globals';
import {
  HEARTBEAT,
  INFY_FULL_SAMPLE,
  frame,
  fullPacket,
  indexPacket,
  ltpPacket,
  quotePacket,
  type FullFields,
  type QuoteFields,
} from './kite-frame-builder.js';
import { parsePacket, priceDecimals, priceDivisor, splitFrame } from './kite-packet-parser.js';

const INFY = 408065; // 1594 * 256 + segment 1 (NSE)
const NIFTY_50 = 256265; // segment 9 (indices)
const USDINR_CDS = (1000 << 8) | 3;
const USDINR_BCD = (1000 << 8) | 6;

const INFY_FULL: FullFields = INFY_FULL_SAMPLE;

const QUOTE: QuoteFields = {
  token: INFY,
  ltp: 157315,
  ltq: 10,
  atp: 157001,
  volume: 4000,
  buyQty: 30,
  sellQty: 40,
  open: 156915,
  high: 157500,
  low: 156105,
  close: 156780,
};

describe('splitFrame', () => {
  it('returns no packets for 1-byte heartbeats and empty frames', () => {
    expect(splitFrame(HEARTBEAT)).toEqual([]);
    expect(splitFrame(Buffer.alloc(0))).toEqual([]);
  });

  it('returns no packets for a frame that announces none', () => {
    expect(splitFrame(Buffer.from([0, 0]))).toEqual([]);
  });

  it('splits a multi-packet frame at the announced lengths', () => {
    const packets = [ltpPacket(INFY, 100), quotePacket(QUOTE), fullPacket(INFY_FULL)];
    const buf = frame(packets);
    expect(buf.readUInt16BE(0)).toBe(3);
    expect(buf.length).toBe(2 + 3 * 2 + 8 + 44 + 184);
    expect(splitFrame(buf)).toEqual(packets);
  });

  it('drops a truncated last packet and keeps the complete ones', () => {
    const whole = frame([ltpPacket(INFY, 100), quotePacket(QUOTE)]);
    const cut = whole.subarray(0, whole.length - 5);
    expect(splitFrame(cut)).toEqual([ltpPacket(INFY, 100)]);
  });

  it('stops when the count announces more packets than the frame holds', () => {
    const buf = frame([ltpPacket(INFY, 100)]);
    buf.writeUInt16BE(4, 0);
    expect(splitFrame(buf)).toEqual([ltpPacket(INFY, 100)]);
    expect(splitFrame(Buffer.from([0, 2, 0]))).toEqual([]);
  });
});

describe('parsePacket', () => {
  it('decodes the kiteconnect-mocks INFY full packet exactly', () => {
    const packet = fullPacket(INFY_FULL);
    expect(packet.length).toBe(184);
    const tick = parsePacket(packet);
    expect(tick).toMatchObject({
      instrument_token: 408065,
      segment: 1,
      tradable: true,
      mode: 'full',
      last_price: 1573.7,
      last_traded_quantity: 7,
      average_traded_price: 1570.37,
      volume_traded: 1192471,
      total_buy_quantity: 256443,
      total_sell_quantity: 363009,
      ohlc: { open: 1569.15, high: 1575, low: 1561.05, close: 1567.8 },
      last_trade_time: 1625461887,
      exchange_timestamp: 1625461887,
      oi: 0,
      oi_day_high: 0,
      oi_day_low: 0,
    });
    expect(tick?.depth?.buy[0]).toEqual({ quantity: 5, price: 1573.4, orders: 1 });
    expect(tick?.depth?.sell[0]).toEqual({ quantity: 172, price: 1573.7, orders: 3 });
    expect(tick?.depth?.buy).toHaveLength(5);
    expect(tick?.depth?.sell).toHaveLength(5);
  });

  it('reads all ten depth levels in order, skipping non-zero padding', () => {
    const level = (i: number) => ({ qty: 100 + i, price: 150000 + i * 5, orders: 0x1234 + i });
    const packet = fullPacket({
      ...INFY_FULL,
      oi: 11,
      oiDayHigh: 22,
      oiDayLow: 3,
      bids: [0, 1, 2, 3, 4].map(level),
      asks: [5, 6, 7, 8, 9].map(level),
      padding: 0xffff,
    });
    const tick = parsePacket(packet);
    expect(tick?.depth?.buy.map((d) => d.price)).toEqual([1500, 1500.05, 1500.1, 1500.15, 1500.2]);
    expect(tick?.depth?.buy.map((d) => d.quantity)).toEqual([100, 101, 102, 103, 104]);
    expect(tick?.depth?.buy.map((d) => d.orders)).toEqual([0x1234, 0x1235, 0x1236, 0x1237, 0x1238]);
    expect(tick?.depth?.sell[4]).toEqual({ quantity: 109, price: 1500.45, orders: 0x123d });
    expect(tick).toMatchObject({ oi: 11, oi_day_high: 22, oi_day_low: 3 });
  });

  it('decodes a quote packet without full-mode fields', () => {
    const tick = parsePacket(quotePacket(QUOTE));
    expect(tick).toEqual({
      instrument_token: INFY,
      segment: 1,
      tradable: true,
      mode: 'quote',
      last_price: 1573.15,
      last_traded_quantity: 10,
      average_traded_price: 1570.01,
      volume_traded: 4000,
      total_buy_quantity: 30,
      total_sell_quantity: 40,
      ohlc: { open: 1569.15, high: 1575, low: 1561.05, close: 1567.8 },
    });
  });

  it('decodes an ltp packet', () => {
    expect(parsePacket(ltpPacket(INFY, 157370))).toEqual({
      instrument_token: INFY,
      segment: 1,
      tradable: true,
      mode: 'ltp',
      last_price: 1573.7,
    });
  });

  it('reads quantities above 2^31 as unsigned', () => {
    expect(parsePacket(quotePacket({ ...QUOTE, volume: 0xfffffff0 }))?.volume_traded).toBe(4294967280);
  });

  it('decodes a 28-byte index quote in high, low, open, close order with a negative change', () => {
    const packet = indexPacket({
      token: NIFTY_50,
      ltp: 2245065,
      high: 2250010,
      low: 2240000,
      open: 2248000,
      close: 2245100,
      change: -35,
    });
    expect(packet.length).toBe(28);
    expect(packet.subarray(24, 28)).toEqual(Buffer.from([0xff, 0xff, 0xff, 0xdd]));
    expect(parsePacket(packet)).toEqual({
      instrument_token: NIFTY_50,
      segment: 9,
      tradable: false,
      mode: 'quote',
      last_price: 22450.65,
      ohlc: { open: 22480, high: 22500.1, low: 22400, close: 22451 },
      change: -0.35,
    });
  });

  it('decodes a 32-byte index full packet with its exchange timestamp', () => {
    const packet = indexPacket({
      token: NIFTY_50,
      ltp: 2245065,
      high: 2250010,
      low: 2240000,
      open: 2248000,
      close: 2245100,
      change: -36,
      exchangeTimestamp: 1625461887,
    });
    expect(packet.length).toBe(32);
    expect(parsePacket(packet)).toMatchObject({
      mode: 'full',
      tradable: false,
      change: -0.36,
      exchange_timestamp: 1625461887,
      ohlc: { open: 22480, high: 22500.1 },
    });
  });

  it('divides CDS prices by 1e7 and BCD prices by 1e4', () => {
    expect(parsePacket(ltpPacket(USDINR_CDS, 832512500))?.last_price).toBe(83.25125);
    expect(parsePacket(ltpPacket(USDINR_BCD, 832525))?.last_price).toBe(83.2525);
    const cdsQuote = parsePacket(
      quotePacket({ ...QUOTE, token: USDINR_CDS, atp: 832500000, open: 831000000, close: 830000001 }),
    );
    expect(cdsQuote).toMatchObject({
      segment: 3,
      average_traded_price: 83.25,
      ohlc: { open: 83.1, close: 83.0000001 },
    });
    expect(priceDivisor(3)).toBe(1e7);
    expect(priceDivisor(6)).toBe(1e4);
    expect(priceDivisor(7)).toBe(100);
    expect([1, 3, 6, 9].map(priceDecimals)).toEqual([2, 7, 4, 2]);
  });

  it('returns null for packets of undefined lengths instead of throwing', () => {
    for (const length of [0, 4, 7, 9, 27, 43, 45, 183, 185]) expect(parsePacket(Buffer.alloc(length))).toBeNull();
  });

  it('decodes every packet of a mixed frame', () => {
    const buf = frame([
      ltpPacket(INFY, 157370),
      Buffer.alloc(13),
      indexPacket({ token: 265, ltp: 7500000, high: 1, low: 1, open: 1, close: 1, change: 0 }),
    ]);
    const ticks = splitFrame(buf).map(parsePacket);
    expect(ticks.map((t) => t?.instrument_token ?? null)).toEqual([INFY, null, 265]);
    expect(ticks[2]?.last_price).toBe(75000);
  });
});
