import type { KiteMode } from './kite-packet-parser.js';

/** Kite accepts at most this many instruments per connection; one message never carries more. */
export const MAX_TOKENS_PER_MESSAGE = 3000;

export type KiteTextMessage =
  { type: 'order'; data: unknown } | { type: 'error'; data: string } | { type: 'message'; data: string };

/** Decodes a text frame from the ticker; null for anything that is not a known `{type, data}` object. */
export function parseTextMessage(text: string): KiteTextMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, data } = parsed as { type?: unknown; data?: unknown };
  if (type === 'order') return { type, data };
  if (type === 'error' || type === 'message') {
    return { type, data: typeof data === 'string' ? data : JSON.stringify(data ?? null) };
  }
  return null;
}

/** Subscribe and mode messages for the tokens, in chunks Kite accepts; tokens stay JSON numbers. */
export function subscribeMessages(tokens: readonly number[], mode: KiteMode = 'full'): string[] {
  return chunks(tokens).flatMap((chunk) => [
    JSON.stringify({ a: 'subscribe', v: chunk }),
    JSON.stringify({ a: 'mode', v: [mode, chunk] }),
  ]);
}

export function unsubscribeMessages(tokens: readonly number[]): string[] {
  return chunks(tokens).map((chunk) => JSON.stringify({ a: 'unsubscribe', v: chunk }));
}

function chunks(tokens: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < tokens.length; i += MAX_TOKENS_PER_MESSAGE) out.push(tokens.slice(i, i + MAX_TOKENS_PER_MESSAGE));
  return out;
}
