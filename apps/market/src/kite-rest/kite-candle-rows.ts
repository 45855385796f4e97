/** One candle as Kite's historical API sends it, its timestamp read as an instant. */
export interface KiteCandle {
  /** epoch ms of the bar's start */
  at: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** open interest, when asked for with oi=1 */
  oi?: number;
}

const STAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})([+-])(\d{2}):?(\d{2})$/;

/** Thrown when Kite's answer is not in its documented shape. */
export class KiteShapeError extends Error {}

/** Reads Kite's "2017-12-15T09:15:00+0530" (the offset without a colon, which Date.parse does not take everywhere). */
export function parseKiteStamp(text: unknown): number {
  const m = typeof text === 'string' ? STAMP.exec(text) : null;
  const ms = m ? Date.parse(`${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`) : NaN;
  if (Number.isNaN(ms))
    throw new KiteShapeError(`candle timestamp ${JSON.stringify(text)} is not yyyy-mm-ddThh:mm:ss+hhmm`);
  return ms;
}

/** An instant as Kite writes it, in IST: yyyy-mm-ddThh:mm:ss+0530. */
export function kiteStamp(ms: number): string {
  return `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}+0530`;
}

function numberAt(row: unknown[], i: number, name: string): number {
  const v = row[i];
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new KiteShapeError(`candle ${name} ${JSON.stringify(v)} is not a number`);
  return v;
}

/** Parses `data.candles`: rows of [timestamp, open, high, low, close, volume] with a seventh `oi` when asked for. */
export function parseKiteCandles(data: unknown): KiteCandle[] {
  const rows = (data as { candles?: unknown } | null)?.candles;
  if (!Array.isArray(rows)) throw new KiteShapeError('historical answer has no candles array');
  return rows.map((row: unknown) => {
    if (!Array.isArray(row) || row.length < 6 || row.length > 7) {
      throw new KiteShapeError(`candle row ${JSON.stringify(row)} is not [ts, o, h, l, c, v(, oi)]`);
    }
    const candle: KiteCandle = {
      at: parseKiteStamp(row[0]),
      open: numberAt(row, 1, 'open'),
      high: numberAt(row, 2, 'high'),
      low: numberAt(row, 3, 'low'),
      close: numberAt(row, 4, 'close'),
      volume: numberAt(row, 5, 'volume'),
    };
    if (row.length === 7) candle.oi = numberAt(row, 6, 'oi');
    return candle;
  });
}
