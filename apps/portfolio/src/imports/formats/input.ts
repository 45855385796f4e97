/** How much of a file detection looks at. */
export const HEAD_BYTES = 64 * 1024;

/** The file's first bytes for detection, and every byte (those first ones included) to parse. */
export async function splitHead(
  input: Buffer | NodeJS.ReadableStream,
): Promise<{ head: Buffer; body: AsyncIterable<Buffer> }> {
  if (Buffer.isBuffer(input)) return { head: input.subarray(0, HEAD_BYTES), body: once(input) };
  const it = (input as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    first.push(chunk);
    size += chunk.length;
  }
  const headAll = Buffer.concat(first);
  async function* replay(): AsyncIterable<Buffer> {
    yield headAll;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next())
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
  }
  return { head: headAll.subarray(0, HEAD_BYTES), body: replay() };
}

async function* once(b: Buffer): AsyncIterable<Buffer> {
  yield b;
}

/** Every byte of the body in one buffer (an XLSX is a zip: its directory is at the end). */
export async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const b of body) parts.push(b);
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}
