import type { SourcedReply } from '@app/contracts/portfolio/rpc';

export interface SourceLine {
  /** What the badge speaks for; null when one badge speaks for both holdings and funds. */
  label: 'Holdings' | 'Funds' | null;
  info: SourcedReply;
}

/** Both fresh, or both stale copies taken within a minute of each other. */
const sameAge = (a?: string, b?: string) => (!a || !b ? !a && !b : Math.abs(Date.parse(a) - Date.parse(b)) < 60_000);

/** Both say the same: one source, equally fresh or stale for the same reason. */
const sameStory = (a: SourcedReply, b: SourcedReply) =>
  a.source === b.source && sameAge(a.as_of, b.as_of) && (a.stale_reason ?? '') === (b.stale_reason ?? '');

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
