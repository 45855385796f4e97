import { describe, expect, it } from '@jest/globals';
import { CHUNK_BYTES, FrameArena } from './frame-arena.js';

/** The ArrayBuffer and offset behind a slice: two slices share space when these are equal. */
const place = (b: Buffer) => ({ buffer: b.buffer, offset: b.byteOffset });

describe('frame arena', () => {
  it('hands out the same space next frame once the frame ended and its writes completed', () => {
    const arena = new FrameArena();
    const first = arena.slice(100);
    const release = first.hold();
    arena.endFrame();
    release();
    expect(arena.pooled).toBe(1);
    expect(place(arena.slice(100).bytes)).toEqual(place(first.bytes));
  });

  it('never hands out space a write still holds', () => {
    const arena = new FrameArena();
    const held = arena.slice(100);
    held.hold();
    arena.endFrame();
    expect(arena.pooled).toBe(0);
    expect(arena.slice(100).bytes.buffer).not.toBe(held.bytes.buffer);
  });

  it('waits for every write of a slice sent to several sockets', () => {
    const arena = new FrameArena();
    const shared = arena.slice(10);
    const [one, two] = [shared.hold(), shared.hold()];
    arena.endFrame();
    one();
    expect(arena.pooled).toBe(0);
    two();
    expect(arena.pooled).toBe(1);
  });

  it('keeps a chunk until the frame ends even when its writes complete first', () => {
    const arena = new FrameArena();
    const first = arena.slice(10);
    first.hold()();
    expect(arena.pooled).toBe(0);
    const later = arena.slice(10);
    expect(later.bytes.buffer).toBe(first.bytes.buffer);
    expect(later.bytes.byteOffset).toBe(first.bytes.byteOffset + 10);
    arena.endFrame();
    expect(arena.pooled).toBe(1);
  });

  it('packs slices of a frame back to back and starts a new chunk when one is full', () => {
    const arena = new FrameArena();
    const a = arena.slice(CHUNK_BYTES - 5);
    const b = arena.slice(5);
    const c = arena.slice(6);
    expect(b.bytes.buffer).toBe(a.bytes.buffer);
    expect(b.bytes.byteOffset).toBe(a.bytes.byteOffset + CHUNK_BYTES - 5);
    expect(c.bytes.buffer).not.toBe(a.bytes.buffer);
  });

  it('gives a packet larger than a chunk a buffer of its own, outside the pool', () => {
    const arena = new FrameArena();
    const big = arena.slice(CHUNK_BYTES + 1);
    expect(big.bytes.length).toBe(CHUNK_BYTES + 1);
    big.hold()();
    arena.endFrame();
    expect(arena.pooled).toBe(0);
  });
});
