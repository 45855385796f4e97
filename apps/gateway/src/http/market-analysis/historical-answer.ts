import type { CandlesReply, HistoricalAnswer, MissingDays } from '@app/contracts';

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The missing runs in date order, with runs that touch or overlap joined (Kite is asked in chunks). */
export function joinMissing(runs: readonly MissingDays[]): MissingDays[] {
  const sorted = [...runs].sort((a, b) => a.from.localeCompare(b.from));
  const out: MissingDays[] = [];
  for (const { from, to } of sorted) {
    const last = out.at(-1);
    if (last && from <= nextDay(last.to)) last.to = to > last.to ? to : last.to;
    else out.push({ from, to });
  }
  return out;
}

const spell = ({ from, to }: MissingDays) => (from === to ? from : `${from} to ${to}`);

/**
 * The route's answer: the stored candles as `data`, and beside them the days Kite could not be asked
 * for with a sentence naming them. Kite's own reason stays in the market service's log.
 */
export function historicalAnswer(reply: CandlesReply): HistoricalAnswer {
  const missing = joinMissing(reply.missing ?? []);
  if (missing.length === 0) return { data: reply.candles };
  const notice = `Kite could not be reached for ${missing.map(spell).join(', ')}; showing the stored candles only.`;
  return { data: reply.candles, missing, notice };
}
