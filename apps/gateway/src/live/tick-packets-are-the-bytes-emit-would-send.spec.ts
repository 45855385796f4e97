import { describe, expect, it } from '@jest/globals';
import { Encoder, PacketType } from 'socket.io-parser';
import type { Tick } from '@app/contracts';
import { batchWsFrame } from './batch-ws-frame.js';
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

describe('a batch framed for a WebSocket', () => {
  it('is the RFC 6455 text frame of engine.io message 4 wrapping the packet emit() would send', () => {
    const frame = new FrameJson([a, b]);
    const bytes = Buffer.concat(batchWsFrame([frame.bytesOf(0), frame.bytesOf(1)]));
    const payload = Buffer.from(`42["market_data_batch",[${json(a)},${json(b)}]]`);
    // FIN + text opcode; an unmasked length of 126-65535 is 126 then two bytes, big-endian.
    expect(payload.length).toBeGreaterThan(125);
    const header = Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
    expect(bytes.equals(Buffer.concat([header, payload]))).toBe(true);
  });

  it('frames an empty batch and a short one with the one-byte length', () => {
    // 42[" (4) + market_data_batch (17) + ", (2) + []] (3) = 26 bytes.
    expect(Buffer.concat(batchWsFrame([])).toString('latin1')).toBe(`\x81\x1a${'42["market_data_batch",[]]'}`);
  });

  it('keeps multi-byte characters whole in the frame length', () => {
    const named = Buffer.from('{"n":"₹"}');
    const bytes = Buffer.concat(batchWsFrame([named]));
    const payload = `42["market_data_batch",[{"n":"₹"}]]`;
    expect(bytes[1]).toBe(Buffer.byteLength(payload));
    expect(bytes.subarray(2).toString('utf8')).toBe(payload);
  });

  it('gives a payload of 64 KiB or more the eight-byte length', () => {
    const big = Buffer.from(`"${'x'.repeat(70_000)}"`);
    const [frame] = batchWsFrame([big]);
    // 26 bytes of packet around the tick, and the tick: 70,002 bytes; 70,028 = 0x1118c.
    const payloadLength = 26 + big.length;
    expect(frame.subarray(0, 10)).toEqual(Buffer.from([0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x8c]));
    expect(0x1118c).toBe(payloadLength);
    expect(frame.length).toBe(10 + payloadLength);
  });

  it('is one buffer from the space it is given, so each socket takes it in a single write', () => {
    const space = Buffer.alloc(4096, 0xee);
    let asked = 0;
    const parts = batchWsFrame([Buffer.from('{"n":1}')], (length) => space.subarray(0, (asked = length)));
    expect(parts).toHaveLength(1);
    // Header (2 bytes) and the 33-byte packet, all of it in the given space.
    expect(asked).toBe(35);
    expect(parts[0].buffer).toBe(space.buffer);
    expect(parts[0].toString('latin1')).toBe(`\x81\x21${'42["market_data_batch",[{"n":1}]]'}`);
  });
});
