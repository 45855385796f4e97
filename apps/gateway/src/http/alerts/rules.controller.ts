import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ALERTS_SUBJECTS as S, AlertRuleIdParam, RuleDto, RulesQuery } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The signed-in user's alert rules: what to watch and which channels to tell. */
@Controller('alerts/rules')
export class AlertRulesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string, @Query() query: RulesQuery) {
    return this.rpc.request(S.rulesList, { query: { ...query }, userId });
  }
  @Post() create(@CurrentUserId() userId: string, @Body() body: RuleDto) {
    return this.rpc.request(S.ruleCreate, { body, userId });
  }
  @Put(':id') replace(@CurrentUserId() userId: string, @Param() { id }: AlertRuleIdParam, @Body() body: RuleDto) {
    return this.rpc.request(S.ruleUpdate, { id, body, userId });
  }
  @Delete(':id') delete(@CurrentUserId() userId: string, @Param() { id }: AlertRuleIdParam) {
    return this.rpc.request(S.ruleDelete, { id, userId });
  }
}
