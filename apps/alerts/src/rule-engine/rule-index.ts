import { POSITION_RULE_KINDS } from '@app/contracts';
import type { WatchedRule } from './watched-rule.js';

const EMPTY: readonly WatchedRule[] = [];

/**
 * The rules a replica watches: instrument rules by instrument token (a tick of an instrument no rule
 * watches costs one map miss), portfolio day P&L rules by user. Fired one-shot rules are not kept.
 */
export class RuleIndex {
  private readonly byId = new Map<string, WatchedRule>();
  private readonly byToken = new Map<number, WatchedRule[]>();
  private readonly dayPnlByUser = new Map<string, WatchedRule[]>();

  get size(): number {
    return this.byId.size;
  }

  get(id: string): WatchedRule | undefined {
    return this.byId.get(id);
  }

  onInstrument(token: number): readonly WatchedRule[] {
    return this.byToken.get(token) ?? EMPTY;
  }

  dayPnlRules(userId: string): readonly WatchedRule[] {
    return this.dayPnlByUser.get(userId) ?? EMPTY;
  }

  /** Users with a day P&L rule. */
  dayPnlUsers(): string[] {
    return [...this.dayPnlByUser.keys()];
  }

  /** Users whose rules read their positions: position kinds and the day P&L. */
  positionUsers(): Set<string> {
    const users = new Set(this.dayPnlByUser.keys());
    for (const r of this.byId.values()) if (POSITION_RULE_KINDS.includes(r.kind)) users.add(r.userId);
    return users;
  }

  tokens(): number[] {
    return [...this.byToken.keys()];
  }

  /** Adds or replaces a rule; a fired one-shot rule is only removed. */
  upsert(rule: WatchedRule): void {
    this.remove(rule.id);
    if (rule.state === 'fired') return;
    this.byId.set(rule.id, rule);
    const list = this.listOf(rule, true);
    list?.push(rule);
  }

  remove(id: string): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    const list = this.listOf(old, false);
    if (!list) return;
    const at = list.indexOf(old);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) {
      if (old.token === null) this.dayPnlByUser.delete(old.userId);
      else this.byToken.delete(old.token);
    }
  }

  private listOf(rule: WatchedRule, create: boolean): WatchedRule[] | undefined {
    const map: Map<string | number, WatchedRule[]> =
      rule.token === null ? (this.dayPnlByUser as Map<string | number, WatchedRule[]>) : this.byToken;
    const key = rule.token ?? rule.userId;
    let list = map.get(key);
    if (!list && create) map.set(key, (list = []));
    return list;
  }
}
