/**
 * Byte space for the per-user packets of the tick path, reused from frame to frame. A frame's packets
 * for 1,000 users are megabytes. As strings, the sockets' writes still hold them when the young
 * generation fills mid-frame, so V8 copies them to the old generation and a full collection follows
 * every few frames; as fresh Buffers they are external memory, whose growth starts the same full
 * collections. Slices of a few reused chunks allocate nothing in steady state.
 *
 * A chunk goes back to the pool once its frame is over and every write holding a slice of it has been
 * handed to the kernel. A write that never completes (its socket closed) keeps its chunk out of the
 * pool for good; the garbage collector takes it like any other Buffer.
 */
export const CHUNK_BYTES = 1 << 20;
const MAX_FREE_CHUNKS = 16;

class Chunk {
  used = 0;
  holds = 0;
  sealed = false;
  readonly bytes = Buffer.allocUnsafeSlow(CHUNK_BYTES);
}

/** Bytes of one frame; each write of them holds them and releases them when it completes. */
export interface ArenaSlice {
  bytes: Buffer;
  hold(): () => void;
}

const noop = (): void => undefined;

export class FrameArena {
  private readonly free: Chunk[] = [];
  private readonly current: Chunk[] = [];
  private last?: Chunk;

  /** `length` bytes for this frame, and a way to keep them until a write of them completes. */
  slice(length: number): ArenaSlice {
    if (length > CHUNK_BYTES) return { bytes: Buffer.allocUnsafe(length), hold: () => noop };
    if (!this.last || this.last.used + length > CHUNK_BYTES) this.current.push((this.last = this.take()));
    const chunk = this.last;
    const bytes = chunk.bytes.subarray(chunk.used, chunk.used + length);
    chunk.used += length;
    return {
      bytes,
      hold: () => {
        chunk.holds++;
        return () => this.release(chunk);
      },
    };
  }

  /** The frame is written: its chunks return to the pool as soon as their last write completes. */
  endFrame(): void {
    for (const chunk of this.current) {
      chunk.sealed = true;
      if (chunk.holds === 0) this.recycle(chunk);
    }
    this.current.length = 0;
    this.last = undefined;
  }

  /** Chunks waiting in the pool; for tests and metrics. */
  get pooled(): number {
    return this.free.length;
  }

  private take(): Chunk {
    return this.free.pop() ?? new Chunk();
  }

  private release(chunk: Chunk): void {
    chunk.holds--;
    if (chunk.sealed && chunk.holds === 0) this.recycle(chunk);
  }

  private recycle(chunk: Chunk): void {
    chunk.used = 0;
    chunk.sealed = false;
    if (this.free.length < MAX_FREE_CHUNKS) this.free.push(chunk);
  }
}
