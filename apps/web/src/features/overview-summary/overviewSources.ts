import type { SourcedReply } from '@app/contracts/portfolio/rpc';

export interface SourceLine {
  /** What the badge speaks for; null when one badge speaks for both holdings and funds. */
  label: 'Holdings' | 'Funds' | null;
  info: SourcedReply;
}

const minuteOf = (at: string | undefined) => (at ? Math.floor(Date.parse(at) / 60_000) : null);

/** Both say the same: one source, and fresh, or stale from the same minute for the same reason. */
const sameStory = (a: SourcedReply, b: SourcedReply) =>
  a.source === b.source && minuteOf(a.as_of) === minuteOf(b.as_of) && (a.stale_reason ?? '') === (b.stale_reason ?? '');

/**
 * The source badges over the Overview's cards: one when holdings and funds tell the same story (same
 * source, equally fresh or stale), else one each with its own time and reason.
 */
export function sourceLines(sources: { holdings?: SourcedReply; funds?: SourcedReply }): SourceLine[] {
  const { holdings, funds } = sources;
  if (holdings && funds && sameStory(holdings, funds)) return [{ label: null, info: holdings }];
  const lines: SourceLine[] = [];
  if (holdings) lines.push({ label: 'Holdings', info: holdings });
  if (funds) lines.push({ label: 'Funds', info: funds });
  return lines;
}
