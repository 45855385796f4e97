import type { SourcedReply } from '@app/contracts/portfolio/rpc';

export interface SourceLine {
  /** What the badge speaks for; null when one badge speaks for both holdings and funds. */
  label: 'Holdings' | 'Funds' | null;
  info: SourcedReply;
}

/**
 * The source badges over the Overview's cards: one when holdings and funds come from the same place and
 * neither is a stale copy, else one each (a stale one says its own time and reason).
 */
export function sourceLines(sources: { holdings?: SourcedReply; funds?: SourcedReply }): SourceLine[] {
  const { holdings, funds } = sources;
  if (holdings && funds && holdings.source === funds.source && !holdings.as_of && !funds.as_of)
    return [{ label: null, info: holdings }];
  const lines: SourceLine[] = [];
  if (holdings) lines.push({ label: 'Holdings', info: holdings });
  if (funds) lines.push({ label: 'Funds', info: funds });
  return lines;
}
