import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  CollapsibleStateDto,
  ColumnConfigDto,
  ConditionalRuleDto,
  ConditionalRuleUpdateDto,
  ContainerTypeParam,
  RowColorDto,
  RowKeyDto,
  RowTextColorDto,
  RuleIdParam,
  SETTINGS_SUBJECTS as S,
  TableNameQuery,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** Conditional formatting, row colours, collapse states and column configurations. */
@Controller('settings')
export class FormattingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('conditional-formatting') rules(@CurrentUserId() userId: string, @Query() q: TableNameQuery) {
    return this.rpc.request(S.rulesList, { table_name: q.table_name, userId });
  }
  @Post('conditional-formatting') createRule(@CurrentUserId() userId: string, @Body() body: ConditionalRuleDto) {
    return this.rpc.request(S.ruleCreate, { body, userId });
  }
  @Put('conditional-formatting/:id') updateRule(
    @CurrentUserId() userId: string,
    @Param() { id }: RuleIdParam,
    @Body() body: ConditionalRuleUpdateDto,
  ) {
    return this.rpc.request(S.ruleUpdate, { id, body, userId });
  }
  @Delete('conditional-formatting/:id') deleteRule(@CurrentUserId() userId: string, @Param() { id }: RuleIdParam) {
    return this.rpc.request(S.ruleDelete, { id, userId });
  }

  @Get('row-colors') rowColors(@CurrentUserId() userId: string, @Query() q: TableNameQuery) {
    return this.rpc.request(S.rowColorsList, { kind: 'row_colors', table_name: q.table_name, userId });
  }
  @Post('row-colors') @HttpCode(200) setRowColor(@CurrentUserId() userId: string, @Body() body: RowColorDto) {
    return this.rpc.request(S.rowColorSet, { kind: 'row_colors', body, userId });
  }
  @Delete('row-colors') deleteRowColor(@CurrentUserId() userId: string, @Body() body: RowKeyDto) {
    return this.rpc.request(S.rowColorDelete, { kind: 'row_colors', body, userId });
  }
  @Get('row-text-colors') rowTextColors(@CurrentUserId() userId: string, @Query() q: TableNameQuery) {
    return this.rpc.request(S.rowColorsList, { kind: 'row_text_colors', table_name: q.table_name, userId });
  }
  @Post('row-text-colors') @HttpCode(200) setRowTextColor(
    @CurrentUserId() userId: string,
    @Body() body: RowTextColorDto,
  ) {
    return this.rpc.request(S.rowColorSet, { kind: 'row_text_colors', body, userId });
  }
  @Delete('row-text-colors') deleteRowTextColor(@CurrentUserId() userId: string, @Body() body: RowKeyDto) {
    return this.rpc.request(S.rowColorDelete, { kind: 'row_text_colors', body, userId });
  }

  @Get('collapsible-states') collapsible(@CurrentUserId() userId: string) {
    return this.rpc.request(S.collapsibleList, { userId });
  }
  @Post('collapsible-states') @HttpCode(200) setCollapsible(
    @CurrentUserId() userId: string,
    @Body() body: CollapsibleStateDto,
  ) {
    return this.rpc.request(S.collapsibleSet, { body, userId });
  }

  @Get('column-configs') columnConfigs(@CurrentUserId() userId: string) {
    return this.rpc.request(S.columnConfigsList, { userId });
  }
  @Put('column-configs/:containerType') putColumnConfig(
    @CurrentUserId() userId: string,
    @Param() { containerType }: ContainerTypeParam,
    @Body() body: ColumnConfigDto,
  ) {
    return this.rpc.request(S.columnConfigPut, { containerType, body, userId });
  }
  @Delete('column-configs/:containerType') deleteColumnConfig(
    @CurrentUserId() userId: string,
    @Param() { containerType }: ContainerTypeParam,
  ) {
    return this.rpc.request(S.columnConfigDelete, { containerType, userId });
  }
}
