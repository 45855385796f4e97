import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  MAX_RULES_PER_USER,
  type AlertRule,
  type RuleDto,
  type RulesPageReply,
  type RulesQuery,
} from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { MarketClient } from '../market.client.js';
import { unreadyChannels } from './channel-readiness.js';
import { RuleChanges } from './rule-changes.js';
import { toAlertRule, type RuleRow } from './rule-row.js';
import { ruleShape } from './rule-shape.js';
import { RulesClock } from './rules-clock.js';
import { RulesRepository, type StoredRuleFields } from './rules.repository.js';

const DEFAULT_PAGE_LIMIT = 50;
const notFound = () => DomainError.notFound('Alert rule');
const full = () =>
  new DomainError(
    ErrorCode.Conflict,
    `You already have ${MAX_RULES_PER_USER.toLocaleString('en-IN')} alert rules, the most an account may hold: delete one to add another`,
  );

/** The user's alert rules: checked against their instrument and channels, and announced to the rule engine. */
@Injectable()
export class RulesService {
  constructor(
    private readonly rules: RulesRepository,
    private readonly market: MarketClient,
    private readonly changes: RuleChanges,
    private readonly clock: RulesClock,
  ) {}

  async list(userId: string, q: RulesQuery): Promise<RulesPageReply> {
    const now = this.clock.now();
    const page = q.page ?? 1;
    const limit = q.limit ?? DEFAULT_PAGE_LIMIT;
    const filter = { status: q.status, kind: q.kind, instrument_token: q.instrument_token };
    const { rows, total } = await this.rules.page(userId, filter, now, (page - 1) * limit, limit);
    return {
      rules: rows.map((r) => toAlertRule(r, now)),
      total,
      counts: await this.rules.counts(userId, now),
      limit_per_user: MAX_RULES_PER_USER,
      page,
      limit,
    };
  }

  async create(userId: string, b: RuleDto): Promise<AlertRule> {
    const fields = await this.checked(userId, b);
    const row = await this.rules.insertWithin(userId, MAX_RULES_PER_USER, fields);
    if (!row) throw full();
    return this.announced(row);
  }

  /** A PUT replaces the rule and arms it afresh. */
  async replace(userId: string, id: string, b: RuleDto): Promise<AlertRule> {
    if (!(await this.rules.get(userId, id))) throw notFound();
    const row = await this.rules.replace(userId, id, await this.checked(userId, b));
    if (!row) throw notFound();
    return this.announced(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.rules.delete(userId, id))) throw notFound();
    this.changes.changed(id);
  }

  /** The rule as it will be stored, or a 400 naming each field its kind, instrument or channels refuse. */
  private async checked(userId: string, b: RuleDto): Promise<StoredRuleFields> {
    const shaped = ruleShape(b, this.clock.now());
    if (!('rule' in shaped)) throw validationError(shaped.problems);
    const { rule } = shaped;
    const { defaults, setup } = await this.rules.channelSetup(userId);
    const channels = rule.channels ?? defaults;
    const unready = unreadyChannels(channels, setup);
    if (unready.length > 0) throw validationError(unready);
    if (rule.instrument_token === null) return { ...rule, channels, tradingsymbol: null, exchange: null };
    const instrument = await this.market.instrument(rule.instrument_token);
    if (!instrument)
      throw validationError([
        { field: 'instrument_token', errors: [`instrument_token ${rule.instrument_token} is not a known instrument`] },
      ]);
    return { ...rule, channels, tradingsymbol: instrument.tradingsymbol, exchange: instrument.exchange };
  }

  private announced(row: RuleRow): AlertRule {
    this.changes.changed(row.id);
    return toAlertRule(row, this.clock.now());
  }
}
