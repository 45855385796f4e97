import { describe, expect, it } from '@jest/globals';
import { Encoder, PacketType } from 'socket.io-parser';
import type { Tick } from '@app/contracts';
import { FrameJson, batchPacket, tickPacket } from './frame-packets.js';

const tick = (instrument_token: number, last_price: number): Tick => ({
  instrument_token,
  last_price,
  ohlc: { open: 100, high: 101, low: 99, close: 100 },
  change: last_price - 100,
  change_percent: last_price - 100,
  volume: 5,
  timestamp: '2026-11-20T05:00:00.000Z',
});
const a = tick(256265, 100.5);
const b = tick(260105, 99.25);
const json = (t: Tick) =>
  `{"instrument_token":${t.instrument_token},"last_price":${t.last_price},"ohlc":{"open":100,"high":101,"low":99,"close":100},"change":${t.change},"change_percent":${t.change_percent},"volume":5,"timestamp":"2026-11-20T05:00:00.000Z"}`;

describe('tick packets spliced from per-tick JSON', () => {
  it('hold the event name and the ticks in order, as a default-namespace EVENT packet', () => {
    expect(batchPacket([json(a), json(b)])).toBe(`2["market_data_batch",[${json(a)},${json(b)}]]`);
    expect(batchPacket([])).toBe('2["market_data_batch",[]]');
    expect(tickPacket(json(a))).toBe(`2["market_data",${json(a)}]`);
  });

  it("are the same string Socket.IO's own encoder makes for emit()", () => {
    const encode = (data: unknown[]) => new Encoder().encode({ type: PacketType.EVENT, nsp: '/', data })[0];
    const frame = new FrameJson([a, b]);
    expect(batchPacket([frame.of(0), frame.of(1)])).toBe(encode(['market_data_batch', [a, b]]));
    expect(tickPacket(frame.of(1))).toBe(encode(['market_data', b]));
  });

  it('encode each tick of a frame once, however many users ask for it', () => {
    let calls = 0;
    const counted = { ...a, toJSON: () => (calls++, { n: 1 }) } as unknown as Tick;
    const frame = new FrameJson([counted, b]);
    expect([frame.of(0), frame.of(0), frame.of(0)]).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(calls).toBe(1);
    expect(frame.of(1)).toBe(json(b));
  });
});
