import type { RuleFireClaim } from './rule-fires.repository.js';

/** One transition per rule at most: what one round of writes stores. */
export class RuleRound {
  readonly fires: RuleFireClaim[] = [];
  readonly suppressed: string[] = [];
  readonly rearmed: string[] = [];
}

/**
 * What the ticks evaluated since the last write changed: fires to claim, states to move, levels to
 * store. Each write is conditional on the state before it, so a rule with several transitions in one
 * batch (fired, re-armed, reached again in its cooldown) has them stored in order: its first goes in
 * the first round of writes, its second in the second, and so on.
 */
export class RuleChanges {
  readonly rounds: RuleRound[] = [];
  readonly levels = new Map<string, number>();
  private readonly depth = new Map<string, number>();
  private transitions = 0;

  get size(): number {
    return this.transitions + this.levels.size;
  }

  fire(claim: RuleFireClaim): void {
    this.round(claim.id).fires.push(claim);
    this.levels.delete(claim.id);
  }

  suppress(id: string): void {
    this.round(id).suppressed.push(id);
  }

  rearm(id: string): void {
    this.round(id).rearmed.push(id);
  }

  /** Every fire of the batch, in order. */
  get fires(): RuleFireClaim[] {
    return this.rounds.flatMap((r) => r.fires);
  }

  get suppressed(): string[] {
    return this.rounds.flatMap((r) => r.suppressed);
  }

  get rearmed(): string[] {
    return this.rounds.flatMap((r) => r.rearmed);
  }

  private round(id: string): RuleRound {
    const at = this.depth.get(id) ?? 0;
    this.depth.set(id, at + 1);
    this.transitions++;
    return (this.rounds[at] ??= new RuleRound());
  }
}
