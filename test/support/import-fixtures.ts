import request from 'supertest';
import type { PortfolioClient } from './portfolio-fixtures.js';

/** The Console equity tradebook CSV header, as the facts file gives it. */
export const TRADEBOOK_HEADER =
  'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';

const STOCKS = [
  ['RELIANCE', 'INE002A01018'],
  ['INFY', 'INE009A01021'],
  ['TCS', 'INE467B01029'],
  ['HDFCBANK', 'INE040A01034'],
] as const;

/** One tradebook row; trade ids are `T<n>` so two generated files overlap where their numbers do. */
export function tradebookRow(n: number): string {
  const [symbol, isin] = STOCKS[n % STOCKS.length];
  const day = new Date(Date.UTC(2024, 3, 1) + Math.floor(n / 400) * 86_400_000).toISOString().slice(0, 10);
  const side = n % 3 === 2 ? 'sell' : 'buy';
  const price = (1000 + (n % 500) + 0.05).toFixed(2);
  return `${symbol},${isin},${day},NSE,EQ,EQ,${side},false,${1 + (n % 7)},${price},T${n},O${n},${day}T09:15:${String(n % 60).padStart(2, '0')}`;
}

/** A Console tradebook CSV of trades numbered from..to-1. */
export function tradebook(from: number, to: number): string {
  const lines = [TRADEBOOK_HEADER];
  for (let n = from; n < to; n++) lines.push(tradebookRow(n));
  return lines.join('\n') + '\n';
}

/** Uploads a file as `POST /api/imports` does from the browser. */
export const upload = (base: string, user: PortfolioClient, content: string | Buffer, fileName: string) =>
  request(base)
    .post('/api/imports')
    .set('Cookie', user.cookie)
    .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), fileName);
