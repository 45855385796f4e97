import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ALERTS_SUBJECTS,
  AlertRuleIdParam,
  RuleDto,
  RulesQuery,
  type AlertsRequest,
  type RpcReply,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { RulesService } from './rules.service.js';

@Controller()
export class RulesController {
  constructor(private readonly rules: RulesService) {}

  @MessagePattern(ALERTS_SUBJECTS.rulesList)
  async list(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.rulesList>> {
    return this.rules.list(userId, await parseDto(RulesQuery, p?.query ?? {}));
  }

  @MessagePattern(ALERTS_SUBJECTS.ruleCreate)
  async create(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.ruleCreate>> {
    return { rule: await this.rules.create(userId, await parseDto(RuleDto, p?.body)) };
  }

  @MessagePattern(ALERTS_SUBJECTS.ruleUpdate)
  async update(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.ruleUpdate>> {
    const { id } = await parseDto(AlertRuleIdParam, { id: p?.id });
    return { rule: await this.rules.replace(userId, id, await parseDto(RuleDto, p?.body)) };
  }

  @MessagePattern(ALERTS_SUBJECTS.ruleDelete)
  async delete(
    @UserId() userId: string,
    @Payload() p: AlertsRequest,
  ): Promise<RpcReply<typeof ALERTS_SUBJECTS.ruleDelete>> {
    const { id } = await parseDto(AlertRuleIdParam, { id: p?.id });
    await this.rules.delete(userId, id);
    return { id };
  }
}
