import type { Tick } from '@app/contracts';

/**
 * Which user wants which instruments, both ways round: per user for answers, per instrument for the
 * tick path, so routing a tick costs one map lookup plus its subscribers.
 */
export class SubscriptionIndex {
  private readonly byUser = new Map<string, Set<number>>();
  private readonly byToken = new Map<number, Set<string>>();

  /** Adds tokens to the user's set; returns the ones that were not there yet. */
  add(userId: string, tokens: readonly number[]): number[] {
    let mine = this.byUser.get(userId);
    if (!mine) this.byUser.set(userId, (mine = new Set()));
    const added: number[] = [];
    for (const t of tokens) {
      if (mine.has(t)) continue;
      mine.add(t);
      added.push(t);
      let users = this.byToken.get(t);
      if (!users) this.byToken.set(t, (users = new Set()));
      users.add(userId);
    }
    return added;
  }

  remove(userId: string, tokens: readonly number[]): void {
    const mine = this.byUser.get(userId);
    if (!mine) return;
    for (const t of tokens) {
      if (!mine.delete(t)) continue;
      const users = this.byToken.get(t);
      users?.delete(userId);
      if (users?.size === 0) this.byToken.delete(t);
    }
    if (mine.size === 0) this.byUser.delete(userId);
  }

  dropUser(userId: string): void {
    const mine = this.byUser.get(userId);
    if (mine) this.remove(userId, [...mine]);
  }

  tokensOf(userId: string): number[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  get userCount(): number {
    return this.byUser.size;
  }

  get tokenCount(): number {
    return this.byToken.size;
  }

  /** Splits one feed frame into each subscribed user's ticks, skipping users for whom skip() is true. */
  group(ticks: readonly Tick[], skip: (userId: string) => boolean = () => false): Map<string, Tick[]> {
    const out = new Map<string, Tick[]>();
    for (const [u, at] of this.positions(ticks, skip))
      out.set(
        u,
        at.map((i) => ticks[i]),
      );
    return out;
  }

  /**
   * As group(), but each user gets the ticks' positions in the frame, so work done once per tick (its
   * JSON) can be shared by every user who watches it.
   */
  positions(ticks: readonly Tick[], skip: (userId: string) => boolean = () => false): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (let i = 0; i < ticks.length; i++) {
      const users = this.byToken.get(ticks[i].instrument_token);
      if (!users) continue;
      for (const u of users) {
        if (skip(u)) continue;
        const list = out.get(u);
        if (list) list.push(i);
        else out.set(u, [i]);
      }
    }
    return out;
  }
}
